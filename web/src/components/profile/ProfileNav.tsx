import { sectionsFor } from './profileSections';
import styles from './profile.module.css';

type ProfileNavProps = { onEditProfile?: (() => void) | undefined; onChangePassword?: (() => void) | undefined; role?: string | null };

/** The side nav: the five anchors (and 'Employee' for an employee), then 'Edit profile' and 'Change password' (enabled once signed in). */
export function ProfileNav({ onEditProfile, onChangePassword, role = null }: ProfileNavProps) {
  return (
    <nav className={styles.nav} aria-label="Profile">
      <ul className={styles.navList}>
        {sectionsFor(role).map((section) => (
          <li key={section.id}>
            <a className={styles.navLink} href={`#${section.id}`}>
              {section.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.navButton} onClick={onEditProfile} disabled={!onEditProfile}>
            Edit profile
          </button>
        </li>
        <li>
          <button type="button" className={styles.navButton} onClick={onChangePassword} disabled={!onChangePassword}>
            Change password
          </button>
        </li>
      </ul>
    </nav>
  );
}
