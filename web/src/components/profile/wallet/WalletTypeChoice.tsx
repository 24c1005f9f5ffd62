'use client';

import { useId } from 'react';
import formStyles from '@/components/form/form.module.css';
import { WALLET_SOURCE, type WalletChoice } from './payFromWalletForm';

/** Which wallet's transactions the list shows: the wallet's money or the reward credit (each has its own ledger). */
export function WalletTypeChoice({ value, onChange }: { value: WalletChoice; onChange: (wallet: WalletChoice) => void }) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        Transactions of
      </label>
      <select id={id} className={formStyles.input} value={value} onChange={(event) => onChange(event.target.value === 'REWARD' ? 'REWARD' : 'CUSTOMER')}>
        <option value="CUSTOMER">{WALLET_SOURCE.CUSTOMER.balance}</option>
        <option value="REWARD">{WALLET_SOURCE.REWARD.balance}</option>
      </select>
    </div>
  );
}
