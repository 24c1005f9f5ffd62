'use client';

import type { RefObject } from 'react';
import formStyles from '@/components/form/form.module.css';
import styles from '../profile.module.css';
import { WALLET_SOURCE, type WalletChoice } from './payFromWalletForm';

export type WalletPaid = { wallet: WalletChoice; amount: string; balanceDue: string; sourceBalance: string };

/** What a wallet payment did, named by the source it came from (the wallet or the reward credit), and 'Done'. */
export function WalletPaidResult({ paid, reference, done, onDone }: { paid: WalletPaid; reference: string; done: RefObject<HTMLButtonElement | null>; onDone: () => void }) {
  const source = WALLET_SOURCE[paid.wallet];
  return (
    <div className={formStyles.form} role="status" data-testid="wallet-paid">
      <p>
        Paid {paid.amount} from {source.from} towards booking {reference}.
      </p>
      <p className={styles.hint}>
        Balance due now: <strong>{paid.balanceDue}</strong> · {source.balance}: <strong>{paid.sourceBalance}</strong>
      </p>
      <div className={formStyles.actions}>
        <button ref={done} type="button" className={formStyles.primary} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
