import type { ReactNode } from 'react';
import { headingIdOf, type ProfileSectionId } from './profileSections';
import styles from './profile.module.css';

type ProfileSectionProps = { id: ProfileSectionId; title: string; actions?: ReactNode; children: ReactNode };

/** One anchored section of `/profile`: its heading takes focus when a deep link or the side nav points here. */
export function ProfileSection({ id, title, actions, children }: ProfileSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={headingIdOf(id)}>
      <div className={styles.sectionHeader}>
        <h2 id={headingIdOf(id)} className={styles.sectionTitle} tabIndex={-1}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
