import { ProfileSection } from './ProfileSection';
import styles from './profile.module.css';

/** #Reviews: the user's reviews once reviews exist (a later issue); until then the empty state. */
export function ProfileReviews() {
  return (
    <ProfileSection id="Reviews" title="Reviews">
      <p className={styles.empty}>You have not written any reviews yet.</p>
    </ProfileSection>
  );
}
