'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { NewsletterFormMutation } from '@/__generated__/NewsletterFormMutation.graphql';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import styles from '@/components/form/form.module.css';
import { PhoneField } from '@/components/form/PhoneField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { toast } from '@/components/toast';
import { DEFAULT_COUNTRY } from '@/lib/validation';
import { newsletterSchema, type NewsletterData, type NewsletterValues } from '@/lib/validation/leadContact';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import popupStyles from './timedPopups.module.css';

const subscribeMutation = graphql`
  mutation NewsletterFormMutation($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) {
      subscribed
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

/** Shown when the server words no success message of its own. */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing';

const FIELDS = ['firstName', 'lastName', 'email', 'mobile'] as const;

/** First name, last name, e-mail and an optional mobile → `subscribeToNewsletter` (spec §3 subscriber payload). */
export function NewsletterForm({ onSubscribed }: { onSubscribed: (message: string) => void }) {
  const subscribe = usePromiseMutation<NewsletterFormMutation>(subscribeMutation);
  const form = useForm<NewsletterValues, unknown, NewsletterData>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { firstName: '', lastName: '', email: '', country: DEFAULT_COUNTRY, mobile: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ firstName, lastName, email, mobile, countryCode }) => {
    try {
      const { subscribeToNewsletter: payload } = await subscribe({
        input: {
          firstName,
          email,
          category: 'newsletter',
          ...(lastName ? { lastName } : {}),
          ...(mobile ? { mobile, countryCode } : {}),
        },
      });
      if (payload.subscribed) {
        onSubscribed(payload.message ?? SUBSCRIBED_MESSAGE);
        return;
      }
      if (!applyFieldErrors(payload.userErrors, FIELDS, setError)) toast.error(failureMessage(payload));
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  const country = watch('country');
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Newsletter">
      <p className={styles.intro}>Yatra dates, new packages and travel advice by e-mail.</p>
      <div className={popupStyles.nameRow}>
        <TextField label="First name" autoComplete="given-name" registration={register('firstName')} error={errors.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" registration={register('lastName')} error={errors.lastName?.message} />
      </div>
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <PhoneField
        label="Mobile (optional)"
        form={form}
        name="mobile"
        countryName="country"
        country={country}
        error={errors.mobile?.message}
      />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Subscribe</SubmitButton>
      </div>
    </form>
  );
}
