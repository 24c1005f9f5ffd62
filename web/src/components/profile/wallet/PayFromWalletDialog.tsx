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
import { paiseOfRupees, payFromWalletFormSchema, proposedAmount, refusalFor, rupeeLabel, type PayFromWalletFormValues, type WalletChoice } from './payFromWalletForm';
import { usePayFromWallet } from './usePayFromWallet';
import { WalletPaidResult, type WalletPaid } from './WalletPaidResult';
import type { OrderToPay } from './WalletOrders';
import type { WalletBalances } from './WalletPanel';

type Props = { order: OrderToPay; balances: WalletBalances; onPaid: (wallet: WalletChoice) => void; onClose: () => void };

/**
 * 'Pay from wallet': the source ('Pay from') and the amount, which follows the source (the lesser of its balance
 * and the balance due), confirmed, then the result named by the source.
 */
export function PayFromWalletDialog({ order, balances, onPaid, onClose }: Props) {
  const pay = usePayFromWallet();
  const [failure, setFailure] = useState<string>();
  const [paid, setPaid] = useState<WalletPaid | null>(null);
  const done = useRef<HTMLButtonElement>(null);
  // The form (and its focused button) gives way to the result: focus stays in the dialog, on 'Done'.
  useEffect(() => {
    if (paid) done.current?.focus();
  }, [paid]);
  const balanceOf = (wallet: WalletChoice) => (wallet === 'REWARD' ? balances.reward : balances.customer);
  const firstWallet: WalletChoice = balances.customer.paise > 0 ? 'CUSTOMER' : 'REWARD';
  const amountFor = (wallet: WalletChoice) => proposedAmount(order.balance.paise, balanceOf(wallet).paise);
  const { register, handleSubmit, setError, setValue, clearErrors, formState } = useForm<PayFromWalletFormValues>({
    resolver: zodResolver(payFromWalletFormSchema((wallet) => ({ orderBalancePaise: order.balance.paise, walletBalancePaise: balanceOf(wallet).paise }))),
    defaultValues: { wallet: firstWallet, amount: amountFor(firstWallet) },
  });
  // Another source proposes its own amount; a refusal of the other source's amount no longer applies.
  const walletField = register('wallet', {
    onChange: (event: { target: { value: string } }) => {
      setFailure(undefined);
      clearErrors('amount');
      setValue('amount', amountFor(event.target.value === 'REWARD' ? 'REWARD' : 'CUSTOMER'));
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await pay({ orderId: order.id, amount: paiseOfRupees(values.amount), walletType: values.wallet });
      if (result.order == null || result.wallet == null) {
        const userErrors = result.userErrors.map((error) => ({ ...error, message: refusalFor(error.message, values.wallet) }));
        if (!applyFieldErrors(userErrors, ['amount'] as const, setError)) setFailure(refusalFor(failureMessage(result), values.wallet));
        return;
      }
      setPaid({ wallet: values.wallet, amount: rupeeLabel(paiseOfRupees(values.amount)), balanceDue: result.order.balance.label, sourceBalance: result.wallet.balance.label });
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });
  // The panel is read again once the dialog closes (the result stays on screen until then).
  const close = () => {
    if (paid) onPaid(paid.wallet);
    onClose();
  };

  return (
    <Dialog title="Pay from wallet" onClose={close}>
      {paid ? (
        <WalletPaidResult paid={paid} reference={order.reference} done={done} onDone={close} />
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
            registration={walletField}
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
