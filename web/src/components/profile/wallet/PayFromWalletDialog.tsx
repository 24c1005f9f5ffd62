'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/dialog/Dialog';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import { FormError } from '@/components/form/FormError';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from '../profile.module.css';
import { paiseOfRupees, payFromWalletFormSchema, rupeeLabel, rupeesOfPaise, type PayFromWalletFormValues, type WalletChoice } from './payFromWalletForm';
import { usePayFromWallet } from './usePayFromWallet';
import type { OrderToPay } from './WalletOrders';
import type { WalletBalances } from './WalletPanel';

type Props = { order: OrderToPay; balances: WalletBalances; onPaid: () => void; onClose: () => void };
type Paid = { amount: string; balanceDue: string; walletBalance: string };

/** 'Pay from wallet': the amount (at most the balance due and the wallet's), confirmed, then the result. */
export function PayFromWalletDialog({ order, balances, onPaid, onClose }: Props) {
  const pay = usePayFromWallet();
  const [failure, setFailure] = useState<string>();
  const [paid, setPaid] = useState<Paid | null>(null);
  const done = useRef<HTMLButtonElement>(null);
  // The form (and its focused button) gives way to the result: focus stays in the dialog, on 'Done'.
  useEffect(() => {
    if (paid) done.current?.focus();
  }, [paid]);
  const balanceOf = (wallet: WalletChoice) => (wallet === 'REWARD' ? balances.reward : balances.customer);
  const firstWallet: WalletChoice = balances.customer.paise > 0 ? 'CUSTOMER' : 'REWARD';
  const { register, handleSubmit, setError, formState } = useForm<PayFromWalletFormValues>({
    resolver: zodResolver(payFromWalletFormSchema((wallet) => ({ orderBalancePaise: order.balance.paise, walletBalancePaise: balanceOf(wallet).paise }))),
    defaultValues: { wallet: firstWallet, amount: rupeesOfPaise(Math.min(order.balance.paise, balanceOf(firstWallet).paise)) },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await pay({ orderId: order.id, amount: paiseOfRupees(values.amount), walletType: values.wallet });
      if (result.order == null || result.wallet == null) {
        if (!applyFieldErrors(result.userErrors, ['amount'] as const, setError)) setFailure(failureMessage(result));
        return;
      }
      setPaid({ amount: rupeeLabel(paiseOfRupees(values.amount)), balanceDue: result.order.balance.label, walletBalance: result.wallet.balance.label });
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });
  // The panel is read again once the dialog closes (the result stays on screen until then).
  const close = () => {
    if (paid) onPaid();
    onClose();
  };

  return (
    <Dialog title="Pay from wallet" onClose={close}>
      {paid ? (
        <div className={formStyles.form} role="status" data-testid="wallet-paid">
          <p>
            Paid {paid.amount} from your wallet towards booking {order.reference}.
          </p>
          <p className={styles.hint}>
            Balance due now: <strong>{paid.balanceDue}</strong> · Wallet balance: <strong>{paid.walletBalance}</strong>
          </p>
          <div className={formStyles.actions}>
            <button ref={done} type="button" className={formStyles.primary} onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className={formStyles.form} noValidate onSubmit={submit}>
          <FormError message={failure} />
          <p className={styles.hint}>
            {order.packageTitle} · Booking {order.reference} · Balance due <strong>{order.balance.label}</strong>
          </p>
          <SelectField
            label="Pay from"
            options={[
              { value: 'CUSTOMER', label: `Wallet balance (${balances.customer.label})` },
              { value: 'REWARD', label: `Reward credit (${balances.reward.label})` },
            ]}
            registration={register('wallet')}
            error={formState.errors.wallet?.message}
          />
          <TextField label="Amount (₹)" inputMode="decimal" autoComplete="off" registration={register('amount')} error={formState.errors.amount?.message} />
          <div className={formStyles.actions}>
            <SubmitButton pending={formState.isSubmitting} autoFocus>
              Confirm payment
            </SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
