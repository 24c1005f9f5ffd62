'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/dialog/Dialog';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import { FormError } from '@/components/form/FormError';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FieldError, TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { formatPlainDate } from '@/lib/formatDate';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from '../profile.module.css';
import type { TripToReview } from './ProfileReviews';
import { useWriteReview } from './useWriteReview';
import { RATING_OPTIONS, writeReviewFormSchema, writeReviewInputOf, type WriteReviewFormValues } from './writeReviewForm';

const FIELDS = ['rating', 'title', 'body', 'reviewerCity'] as const;

/** 'Write a review' of a completed trip: published at once; the gateway's messages show by their fields or above. */
export function WriteReviewDialog({ trip, onClose }: { trip: TripToReview; onClose: () => void }) {
  const write = useWriteReview();
  const bodyId = useId();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<WriteReviewFormValues>({
    resolver: zodResolver(writeReviewFormSchema),
    defaultValues: { rating: '' as WriteReviewFormValues['rating'], title: '', body: '', reviewerCity: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await write(writeReviewInputOf(trip.orderId, values));
      if (result.review == null) {
        if (!applyFieldErrors(result.userErrors, FIELDS, setError)) setFailure(failureMessage(result));
        return;
      }
      toast.success('Thank you for your review');
      onClose();
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ registration: register(name), error: errors[name]?.message });
  return (
    <Dialog title="Write a review" onClose={onClose} className={styles.wideDialog}>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <FormError message={failure} />
        <p className={styles.hint}>
          {trip.packageTitle}, departed {formatPlainDate(trip.departureDate)}
        </p>
        <SelectField label="Your rating" options={RATING_OPTIONS} {...field('rating')} />
        <TextField label="Title" autoComplete="off" {...field('title')} />
        <div className={formStyles.field}>
          <label htmlFor={bodyId} className={formStyles.label}>
            Your review
          </label>
          <textarea
            id={bodyId}
            rows={6}
            className={formStyles.input}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${bodyId}-error` : undefined}
            {...register('body')}
          />
          <FieldError id={`${bodyId}-error`} message={errors.body?.message} />
        </div>
        <TextField label="Your city (optional)" autoComplete="address-level2" {...field('reviewerCity')} />
        <div className={formStyles.actions}>
          <SubmitButton pending={formState.isSubmitting}>Publish review</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
