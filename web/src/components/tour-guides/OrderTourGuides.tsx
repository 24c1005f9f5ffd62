import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrderTourGuides_order$key } from '@/__generated__/OrderTourGuides_order.graphql';
import styles from './OrderTourGuides.module.css';

const orderTourGuidesFragment = graphql`
  fragment OrderTourGuides_order on Order {
    status
    tourGuides {
      id
      name
      mobile
      email
    }
  }
`;

/** Spec §3 'Guide/contact details: mobile, email (tour guide details also name)' of a booked order's departure. */
export function OrderTourGuides({ order: orderRef }: { order: OrderTourGuides_order$key }) {
  const { status, tourGuides } = useFragment(orderTourGuidesFragment, orderRef);
  const headingId = useId();
  if (status === 'CANCELLED') return null;
  return (
    <section className={styles.guides} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.title}>
        Tour guide details
      </h4>
      {tourGuides.length === 0 ? (
        <p className={styles.pending}>Your tour guide will be assigned before departure.</p>
      ) : (
        <ul className={styles.list} data-testid="tour-guides">
          {tourGuides.map((guide) => (
            <li key={guide.id} className={styles.guide}>
              <span className={styles.name}>{guide.name}</span>
              <a href={`tel:${guide.mobile}`} aria-label={`Call ${guide.name} on ${guide.mobile}`}>
                {guide.mobile}
              </a>
              <a href={`mailto:${guide.email}`} aria-label={`E-mail ${guide.name} at ${guide.email}`}>
                {guide.email}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
