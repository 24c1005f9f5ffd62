'use client';

import { graphql, useFragment } from 'react-relay';
import type { ProfileDetails_viewer$key } from '@/__generated__/ProfileDetails_viewer.graphql';
import styles from './profile.module.css';

const profileDetailsFragment = graphql`
  fragment ProfileDetails_viewer on Viewer {
    displayName
    firstname
    lastname
    email
    emailVerified
    mobile
  }
`;

/** Who is signed in: name, e-mail (and whether it is confirmed), mobile number. */
export function ProfileDetails({ viewer: viewerRef }: { viewer: ProfileDetails_viewer$key }) {
  const viewer = useFragment(profileDetailsFragment, viewerRef);
  const name = [viewer.firstname, viewer.lastname].filter(Boolean).join(' ') || viewer.displayName;
  return (
    <div className={styles.details} data-testid="profile-details">
      <p className={styles.name}>{name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>E-mail</dt>
          <dd>
            {viewer.email} {viewer.emailVerified ? null : <span className={styles.note}>(not confirmed)</span>}
          </dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{viewer.mobile}</dd>
        </div>
      </dl>
    </div>
  );
}
