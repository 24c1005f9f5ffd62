import { PROFILE_SECTIONS } from './profileSections';
import { ProfileSection } from './ProfileSection';
import styles from './profile.module.css';

/** The sections' headings with a loading line each: the server-rendered shell the anchors point at. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true">
      <div className={styles.details}>
        <p className={styles.loading}>Loading your profile…</p>
      </div>
      {PROFILE_SECTIONS.map((section) => (
        <ProfileSection key={section.id} id={section.id} title={section.label}>
          <p className={styles.loading}>Loading…</p>
        </ProfileSection>
      ))}
    </div>
  );
}
