'use client';

import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { GiftCardItem_giftCard$key } from '@/__generated__/GiftCardItem_giftCard.graphql';
import { toast } from '@/components/toast';
import { formatPlainDate } from '@/lib/formatDate';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from '../profile.module.css';
import { useGiftCardCheckout } from './useGiftCardCheckout';

const giftCardItemFragment = graphql`
  fragment GiftCardItem_giftCard on GiftCard {
    id
    recipientName
    recipientEmail
    message
    status
    code
    sent
    createdAt
    amount {
      label
    }
    balance {
      label
    }
  }
`;

const STATUS_LABELS = { PENDING: 'Awaiting payment', PAID: 'Paid', FAILED: 'Payment failed' } as const;

/** One gift card: who it is for, its amount, balance, status and (once paid) its code; an unpaid card can be paid. */
export function GiftCardItem({ giftCard: cardRef }: { giftCard: GiftCardItem_giftCard$key }) {
  const card = useFragment(giftCardItemFragment, cardRef);
  const pay = useGiftCardCheckout();
  const [pending, setPending] = useState(false);
  const status = STATUS_LABELS[card.status as keyof typeof STATUS_LABELS] ?? card.status;
  const payNow = async () => {
    setPending(true);
    const refused = await pay(card.id).catch(() => UNEXPECTED_ERROR_MESSAGE);
    if (refused) toast.error(refused);
    setPending(false);
  };
  return (
    <li className={styles.card} data-testid="gift-card">
      <div>
        <h4 className={styles.cardTitle}>
          {card.amount.label} {card.sent ? `for ${card.recipientName}` : 'gift card'}
        </h4>
        <p className={styles.meta}>
          {card.sent ? card.recipientEmail : 'Sent to you'} · {formatPlainDate(card.createdAt.slice(0, 10))} · {status}
        </p>
        {card.code ? (
          <p className={styles.meta}>
            Code <strong data-testid="gift-card-code">{card.code}</strong> · Balance <span data-testid="gift-card-balance">{card.balance.label}</span>
          </p>
        ) : null}
        {card.message ? <p className={styles.meta}>“{card.message}”</p> : null}
      </div>
      {card.sent && card.status !== 'PAID' ? (
        <div className={styles.cardActions}>
          <button type="button" className="button" onClick={payNow} disabled={pending} aria-busy={pending || undefined}>
            Pay {card.amount.label}
          </button>
        </div>
      ) : null}
    </li>
  );
}
