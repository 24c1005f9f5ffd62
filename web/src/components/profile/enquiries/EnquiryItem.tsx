'use client';

import { graphql, useFragment } from 'react-relay';
import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { EnquiryItem_enquiry$key, EnquiryKind } from '@/__generated__/EnquiryItem_enquiry.graphql';
import { formatDateTime } from '@/lib/formatDateTime';
import styles from '../profile.module.css';

const enquiryItemFragment = graphql`
  fragment EnquiryItem_enquiry on Enquiry {
    kind
    name
    mobile
    persons
    comment
    verified
    createdAt
    packages {
      title
      package {
        path
      }
    }
  }
`;

/** What each form of enquiry is called in the list; a kind added to the contract later reads 'Enquiry'. */
const KIND_LABEL: Record<Exclude<EnquiryKind, '%future added value'>, string> = {
  CALL: 'Call back request',
  PRICE: 'Price request',
  QUICK: 'Quick enquiry',
  FOOTER: 'Enquiry',
  ZOOM: 'Zoom session sign-up',
};

/** One enquiry: which form, when, the packages asked about (linked while on sale), persons and comment. */
export function EnquiryItem({ enquiry: enquiryRef }: { enquiry: EnquiryItem_enquiry$key }) {
  const enquiry = useFragment(enquiryItemFragment, enquiryRef);
  return (
    <article className={styles.card} data-testid="enquiry">
      <div>
        <h3 className={styles.cardTitle}>{enquiry.kind === '%future added value' ? 'Enquiry' : KIND_LABEL[enquiry.kind]}</h3>
        <p className={styles.meta}>
          <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
          {' · '}
          {enquiry.mobile}
          {enquiry.verified ? ' (verified)' : ''}
          {enquiry.persons ? ` · ${enquiry.persons} persons` : ''}
        </p>
        {enquiry.packages.length > 0 && (
          <ul className={styles.inlineList}>
            {enquiry.packages.map((item) => (
              <li key={item.title}>
                {item.package ? (
                  <PrefetchOnIntentLink href={item.package.path}>
                    {item.title}
                  </PrefetchOnIntentLink>
                ) : (
                  item.title
                )}
              </li>
            ))}
          </ul>
        )}
        {enquiry.comment ? <p className={styles.meta}>{enquiry.comment}</p> : null}
      </div>
    </article>
  );
}
