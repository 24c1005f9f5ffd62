'use client';

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GiftCardsPanelQuery } from '@/__generated__/GiftCardsPanelQuery.graphql';
import styles from '../profile.module.css';
import { GiftCardItem } from './GiftCardItem';

/** By the viewer's id (`node`), like the bookings: a failed read must not overwrite the root `viewer` of the other sections. */
const giftCardsPanelQuery = graphql`
  query GiftCardsPanelQuery($viewerId: ID!) {
    node(id: $viewerId) {
      ... on Viewer {
        giftCards {
          sent {
            id
            ...GiftCardItem_giftCard
          }
          received {
            id
            ...GiftCardItem_giftCard
          }
        }
      }
    }
  }
`;

/** The cards the viewer sent (bought) and received, each list newest first. */
export function GiftCardsPanel({ viewerId, fetchKey }: { viewerId: string; fetchKey: number }) {
  const { node } = useLazyLoadQuery<GiftCardsPanelQuery>(giftCardsPanelQuery, { viewerId }, { fetchPolicy: 'network-only', fetchKey });
  if (!node?.giftCards) throw new Error('The gift cards could not be read');
  const lists = [
    { title: 'Sent', cards: node.giftCards.sent, empty: 'You have not bought a gift card yet.' },
    { title: 'Received', cards: node.giftCards.received, empty: 'No gift card has been sent to your confirmed e-mail yet.' },
  ];
  return (
    <>
      {lists.map((list) => (
        <div key={list.title}>
          <h3 className={styles.cardTitle}>{list.title}</h3>
          {list.cards.length === 0 ? (
            <p className={styles.empty}>{list.empty}</p>
          ) : (
            <ul className={styles.list} aria-label={`${list.title} gift cards`}>
              {list.cards.map((card) => (
                <GiftCardItem key={card.id} giftCard={card} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}
