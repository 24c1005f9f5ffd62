'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { BuyGiftCardDialogMutation } from '@/__generated__/BuyGiftCardDialogMutation.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import { FormError } from '@/components/form/FormError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FieldError, TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import styles from '../profile.module.css';
import { buyGiftCardFormSchema, buyGiftCardInputOf, type BuyGiftCardFormValues } from './buyGiftCardForm';
import { useGiftCardCheckout } from './useGiftCardCheckout';

const buyGiftCardMutation = graphql`
  mutation BuyGiftCardDialogMutation($input: BuyGiftCardInput!) {
    buyGiftCard(input: $input) {
      giftCard {
        id
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const FIELDS = ['amount', 'recipientName', 'recipientEmail', 'message'] as const;

/** 'Buy a gift card': amount, recipient and message, then the payment provider's checkout (test page or Razorpay). */
export function BuyGiftCardDialog({ onClose }: { onClose: () => void }) {
  const buy = usePromiseMutation<BuyGiftCardDialogMutation>(buyGiftCardMutation);
  const pay = useGiftCardCheckout();
  const messageId = useId();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<BuyGiftCardFormValues>({
    resolver: zodResolver(buyGiftCardFormSchema),
    defaultValues: { amount: '', recipientName: '', recipientEmail: '', message: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { buyGiftCard: result } = await buy({ input: buyGiftCardInputOf(values) });
      if (!result.giftCard) {
        if (!applyFieldErrors(result.userErrors, FIELDS, setError)) setFailure(failureMessage(result));
        return;
      }
      const refused = await pay(result.giftCard.id);
      if (refused) setFailure(refused);
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ registration: register(name), error: errors[name]?.message });
  return (
    <Dialog title="Buy a gift card" onClose={onClose} className={styles.wideDialog}>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <FormError message={failure} />
        <TextField label="Amount (₹500 to ₹1,00,000)" inputMode="numeric" autoComplete="off" {...field('amount')} data-autofocus="" />
        <TextField label="Recipient's name" autoComplete="off" {...field('recipientName')} />
        <TextField label="Recipient's e-mail" type="email" autoComplete="off" {...field('recipientEmail')} />
        <div className={formStyles.field}>
          <label htmlFor={messageId} className={formStyles.label}>
            Message (optional)
          </label>
          <textarea id={messageId} rows={3} className={formStyles.input} aria-invalid={errors.message ? true : undefined} aria-describedby={errors.message ? `${messageId}-error` : undefined} {...register('message')} />
          <FieldError id={`${messageId}-error`} message={errors.message?.message} />
        </div>
        <div className={formStyles.actions}>
          <SubmitButton pending={formState.isSubmitting}>Buy and pay</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
