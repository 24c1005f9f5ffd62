'use client';

import { graphql, useFragment } from 'react-relay';
import type { GroupShareForm_share$key } from '@/__generated__/GroupShareForm_share.graphql';
import type { GroupShareForm_viewer$key } from '@/__generated__/GroupShareForm_viewer.graphql';
import styles from './GroupOrders.module.css';
import { ShareGstForm } from './ShareGstForm';
import { SharePayButton } from './SharePayButton';
import { ShareTravellersForm } from './ShareTravellersForm';

const shareFragment = graphql`
  fragment GroupShareForm_share on GroupOrderShareCart {
    persons
    occupancy
    travellers {
      travellerId
      fullName
      passengerType
      price {
        label
      }
    }
    gstDetails {
      gstNumber
      companyName
    }
    subtotal {
      label
    }
    gst {
      label
    }
    total {
      paise
      label
    }
  }
`;

const viewerFragment = graphql`
  fragment GroupShareForm_viewer on Viewer {
    travellers {
      id
      fullName
    }
  }
`;

type Props = { groupOrderId: string; share: GroupShareForm_share$key; viewer: GroupShareForm_viewer$key; onPayRefused: () => void };

/** The member's own share: their travellers, GST details, the priced amount and 'Pay ₹…' through the provider. */
export function GroupShareForm({ groupOrderId, share: shareRef, viewer: viewerRef, onPayRefused }: Props) {
  const share = useFragment(shareFragment, shareRef);
  const { travellers } = useFragment(viewerFragment, viewerRef);
  const chosen = share.travellers.flatMap((traveller) => (traveller.travellerId ? [traveller.travellerId] : []));
  // A refusal of 'Pay' is about the share as it was: saved travellers or GST details start the button afresh.
  const saved = [chosen.join(','), share.gstDetails?.gstNumber ?? '', share.gstDetails?.companyName ?? ''].join('|');
  return (
    <section className={styles.page} aria-labelledby="your-share-title">
      <h2 id="your-share-title" className={styles.title}>
        Your share: {share.persons} {share.persons === 1 ? 'place' : 'places'}, {share.occupancy}
      </h2>
      <ShareTravellersForm groupOrderId={groupOrderId} persons={share.persons} chosen={chosen} travellers={travellers} />
      <ShareGstForm groupOrderId={groupOrderId} saved={share.gstDetails ?? null} />
      <div className={styles.card}>
        <ul>
          {share.travellers.map((traveller) => (
            <li key={traveller.travellerId ?? traveller.fullName}>
              {traveller.fullName} ({traveller.passengerType}): {traveller.price.label}
            </li>
          ))}
        </ul>
        <p>
          Subtotal {share.subtotal.label} · GST {share.gst.label} · <strong>Total {share.total.label}</strong>
        </p>
        <SharePayButton key={saved} groupOrderId={groupOrderId} amount={share.total} onRefused={onPayRefused} />
      </div>
    </section>
  );
}
