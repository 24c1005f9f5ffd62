'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { otpFormSchema, type OtpFormValues } from '@/lib/validation';
import styles from '@/components/form/form.module.css';
import { OtpInput } from './OtpInput';
import { ResendOtp } from './ResendOtp';
import { SubmitButton } from '@/components/form/SubmitButton';

type OtpStepProps = {
  /** Where the code went: `+91 9810012345` or an e-mail address. */
  recipient: string;
  /** The edit button's accessible name, e.g. 'Edit mobile number'; with `onEdit`. */
  editLabel?: string;
  /** Goes back to change the recipient; no edit button when absent (e.g. the account's own e-mail). */
  onEdit?: () => void;
  /** Checks the code; resolves with the message to show under the boxes, or undefined on success. */
  onVerify: (otp: string) => Promise<string | undefined>;
  onResend: () => Promise<boolean>;
  /** Replaces 'OTP sent to RECIPIENT' (e.g. the price popup's 'OTP has been sent to MOBILE'). */
  sentText?: ReactNode;
  /** Seconds of the first resend countdown (default 60). */
  resendSeconds?: number;
};

/** The OTP entry of every flow: recipient with an edit button, four boxes, resend countdown, 'Submit'. */
export function OtpStep({ recipient, editLabel, onEdit, onVerify, onResend, sentText, resendSeconds }: OtpStepProps) {
  const labelId = useId();
  const errorId = useId();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpFormValues>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  const submit = handleSubmit(async ({ otp }) => {
    const failure = await onVerify(otp);
    if (failure) setError('otp', { message: failure });
  });

  const error = errors.otp?.message;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.recipient}>
        <span>
          {sentText ?? (
            <>
              OTP sent to <span dir="ltr">{recipient}</span>
            </>
          )}
        </span>
        {onEdit && (
          <button type="button" className={styles.iconButton} aria-label={editLabel} onClick={onEdit}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
              <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </p>
      <p id={labelId} className={styles.otpLabel}>
        Enter OTP
      </p>
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <OtpInput
            labelledBy={labelId}
            errorId={error ? errorId : undefined}
            invalid={Boolean(error)}
            onChange={field.onChange}
            autoFocus
          />
        )}
      />
      {/* An alert present before its text: focus stays on a box, so 'Invalid OTP' must be announced. */}
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      <ResendOtp onResend={onResend} initialSeconds={resendSeconds} />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Submit</SubmitButton>
      </div>
    </form>
  );
}
