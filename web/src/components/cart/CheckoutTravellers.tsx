'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import type { CheckoutTravellers_viewer$key } from '@/__generated__/CheckoutTravellers_viewer.graphql';
import { formatPlainDate } from '@/lib/formatDate';
import { seatsNote, toggleTraveller, travellerLimit } from './booking';
import { TravellerInlineForm } from './TravellerInlineForm';
import { useTravellerArrival } from './useTravellerArrival';
import styles from './CheckoutPage.module.css';

const checkoutTravellersFragment = graphql`
  fragment CheckoutTravellers_viewer on Viewer {
    travellers {
      id
      fullName
      dateOfBirth
      relation
    }
  }
`;

type CheckoutTravellersProps = {
  viewer: CheckoutTravellers_viewer$key;
  selectedIds: readonly string[];
  seatsLeft: number;
  pending: string | null;
  onChange: (travellerIds: string[]) => Promise<boolean>;
};

/** The saved travellers to pick with checkboxes (at most the seats left) and 'Add a traveller' inline. */
export function CheckoutTravellers({ viewer: viewerRef, selectedIds, seatsLeft, pending, onChange }: CheckoutTravellersProps) {
  const { travellers } = useFragment(checkoutTravellersFragment, viewerRef);
  const [adding, setAdding] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const arrival = useTravellerArrival(listRef, headingRef);
  // The choice shows at once; the server's cart replaces it when it answers (or puts it back on a refusal).
  const [draft, setDraft] = useState<readonly string[] | null>(null);
  const shown = draft ?? selectedIds;
  const limit = travellerLimit(seatsLeft);
  const full = shown.length >= limit;

  const change = async (travellerIds: string[]) => {
    setDraft(travellerIds);
    await onChange(travellerIds);
    setDraft(null);
  };

  const toggle = async (id: string, checked: boolean) => {
    await change(toggleTraveller(shown, id, checked));
    arrival.toggled(id);
  };

  const added = async (id: string) => {
    setAdding(false);
    arrival.arrive(id);
    if (!full) await change([...shown, id]);
    arrival.settle(id);
  };

  const cancelAdding = () => {
    // Focus goes back to the button that opened the form, which the form replaced.
    flushSync(() => setAdding(false));
    addButtonRef.current?.focus();
  };

  return (
    <section className={styles.card} aria-labelledby="checkout-travellers">
      <h2 id="checkout-travellers" className={styles.sectionTitle} ref={headingRef} tabIndex={-1}>
        Travellers
      </h2>
      <p className={styles.muted} id="checkout-travellers-hint">
        Choose who is travelling: {seatsNote(seatsLeft)}
        {pending === 'travellers' ? <span role="status"> Updating…</span> : null}
      </p>
      {travellers.length === 0 ? <p>You have no saved travellers yet. Add the first one below.</p> : null}
      <ul className={styles.travellerList} aria-describedby="checkout-travellers-hint" ref={listRef}>
        {travellers.map((traveller) => {
          const checked = shown.includes(traveller.id);
          return (
            <li key={traveller.id}>
              <label className={styles.traveller}>
                <input
                  type="checkbox"
                  value={traveller.id}
                  checked={checked}
                  disabled={pending != null || (!checked && full)}
                  onChange={(event) => void toggle(traveller.id, event.target.checked)}
                />
                <span className={styles.travellerName}>{traveller.fullName}</span>
                <span className={styles.muted}>
                  Born {formatPlainDate(traveller.dateOfBirth)}
                  {traveller.relation ? ` · ${traveller.relation}` : ''}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {adding ? (
        <TravellerInlineForm onAdded={added} onCancel={cancelAdding} />
      ) : (
        <button ref={addButtonRef} type="button" className="button button-secondary" onClick={() => setAdding(true)} disabled={full}>
          Add a traveller
        </button>
      )}
    </section>
  );
}
