'use client';

import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';

type TextFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'>;

/** A labelled input registered with react-hook-form, its error under it (aria-invalid, aria-describedby). */
export function TextField({ label, registration, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The message under a field; keeps its line so showing it does not push the form down. `alert`: a message that
 * appears while focus stays where it is (nothing moves focus to the field), mounted as a new alert to be announced.
 */
export function FieldError({ id, message, alert }: { id: string; message: string | undefined; alert?: boolean }) {
  return (
    <p id={id} className={styles.error} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}
