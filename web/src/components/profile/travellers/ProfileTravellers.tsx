'use client';

import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileTravellers_viewer$key } from '@/__generated__/ProfileTravellers_viewer.graphql';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { TravellerDialog } from './TravellerDialog';
import { TravellerItem } from './TravellerItem';

const profileTravellersFragment = graphql`
  fragment ProfileTravellers_viewer on Viewer {
    travellers {
      id
      ...TravellerItem_traveller
    }
  }
`;

/** #Travellers: the saved travellers (at most 20), 'Add traveller', and each one's edit and delete. */
export function ProfileTravellers({ viewer: viewerRef }: { viewer: ProfileTravellers_viewer$key }) {
  const { travellers } = useFragment(profileTravellersFragment, viewerRef);
  const [adding, setAdding] = useState(false);
  return (
    <ProfileSection
      id="Travellers"
      title="Travellers"
      actions={
        <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
          Add traveller
        </button>
      }
    >
      {travellers.length === 0 ? (
        <p className={styles.empty}>No saved travellers yet. Add the people you travel with to book faster.</p>
      ) : (
        <ul className={styles.list} data-testid="travellers">
          {travellers.map((traveller) => (
            <li key={traveller.id}>
              <TravellerItem traveller={traveller} />
            </li>
          ))}
        </ul>
      )}
      {adding && <TravellerDialog traveller={null} onClose={() => setAdding(false)} />}
    </ProfileSection>
  );
}
