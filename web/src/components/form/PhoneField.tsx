'use client';

import { useId, type FocusEvent } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { phoneMaxInputLength, type CountryCode } from '@/lib/validation';
import styles from './form.module.css';
import { CountryPicker } from './CountryPicker';
import { checkPhoneOnBlur, type PhoneBlurForm } from './mobileBlurCheck';
import { FieldError } from './TextField';

/** What the field uses of its form: `useForm`'s return (`form={form}`). */
export type PhoneFieldForm<Values extends FieldValues> = PhoneBlurForm<Values> & Pick<UseFormReturn<Values>, 'control' | 'register'>;

type PhoneFieldProps<Values extends FieldValues> = {
  label: string;
  form: PhoneFieldForm<Values>;
  /** The form field holding the number, typed without its dial code. */
  name: Path<Values>;
  /** The form field holding the ISO country (`IN`). */
  countryName: Path<Values>;
  country: CountryCode;
  error?: string | undefined;
  /** Receives focus when the step opens. */
  autoFocus?: boolean;
};

/**
 * A mobile number typed without its dial code, the searchable country picker (default India) in front. On blur the
 * number is checked for its country (spec §5 'Phone on blur': 'Invalid phone number', `checkPhoneOnBlur`), in every
 * form that has one; the form's own rules still decide, with their own messages, when it is submitted.
 */
export function PhoneField<Values extends FieldValues>({ label, form, name, countryName, country, error, autoFocus }: PhoneFieldProps<Values>) {
  const id = useId();
  const errorId = `${id}-error`;
  const registration = form.register(name, {
    onBlur: (event: FocusEvent<HTMLInputElement>) => checkPhoneOnBlur(form, { name, countryName }, event.target.value),
  });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.inputGroup} ${styles.phoneGroup}`} data-invalid={error ? '' : undefined}>
        <Controller
          control={form.control}
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
