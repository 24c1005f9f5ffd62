'use client';

import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { phoneMaxInputLength, type CountryCode } from '@/lib/validation';
import styles from './form.module.css';
import { CountryPicker } from './CountryPicker';
import { FieldError } from './TextField';

type PhoneFieldProps<Values extends FieldValues> = {
  label: string;
  control: Control<Values>;
  /** The form field holding the ISO country (`IN`). */
  countryName: Path<Values>;
  country: CountryCode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Receives focus when the step opens. */
  autoFocus?: boolean;
};

/** A mobile number typed without its dial code, the searchable country picker (default India) in front. */
export function PhoneField<Values extends FieldValues>({
  label,
  control,
  countryName,
  country,
  registration,
  error,
  autoFocus,
}: PhoneFieldProps<Values>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.inputGroup} ${styles.phoneGroup}`} data-invalid={error ? '' : undefined}>
        <Controller
          control={control}
          name={countryName}
          render={({ field }) => (
            <CountryPicker value={field.value as CountryCode} onChange={field.onChange} />
          )}
        />
        <input
          id={id}
          className={`${styles.input} ${styles.phoneInput}`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={phoneMaxInputLength(country)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-autofocus={autoFocus ? '' : undefined}
          {...registration}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
