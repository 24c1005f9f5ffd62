'use client';

import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TravellerItem_traveller$key } from '@/__generated__/TravellerItem_traveller.graphql';
import { formatPlainDate } from '@/lib/formatDate';
import { genderLabel } from '@/lib/genders';
import styles from '../profile.module.css';
import { DeleteTravellerDialog } from './DeleteTravellerDialog';
import { TravellerDialog } from './TravellerDialog';

const travellerItemFragment = graphql`
  fragment TravellerItem_traveller on Traveller {
    id
    fullName
    gender
    dateOfBirth
    relation
    passportNumber
    ...TravellerDialog_traveller
  }
`;

/** One saved traveller: name, details, 'Edit' and 'Delete' (each named after the traveller for screen readers). */
export function TravellerItem({ traveller: travellerRef }: { traveller: TravellerItem_traveller$key }) {
  const traveller = useFragment(travellerItemFragment, travellerRef);
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  return (
    <article className={styles.card} data-testid="traveller">
      <div>
        <h3 className={styles.cardTitle}>{traveller.fullName}</h3>
        <p className={styles.meta}>
          {[genderLabel(traveller.gender), `Born ${formatPlainDate(traveller.dateOfBirth)}`, traveller.relation, traveller.passportNumber && `Passport ${traveller.passportNumber}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className={styles.cardActions}>
        <button type="button" className={styles.linkButton} aria-label={`Edit ${traveller.fullName}`} onClick={() => setOpen('edit')}>
          Edit
        </button>
        <button type="button" className={styles.linkButton} aria-label={`Delete ${traveller.fullName}`} onClick={() => setOpen('delete')}>
          Delete
        </button>
      </div>
      {open === 'edit' && <TravellerDialog traveller={traveller} onClose={() => setOpen(null)} />}
      {open === 'delete' && <DeleteTravellerDialog id={traveller.id} name={traveller.fullName} onClose={() => setOpen(null)} />}
    </article>
  );
}
