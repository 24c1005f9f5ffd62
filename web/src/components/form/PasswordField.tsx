'use client';

import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';
import { FieldError } from './TextField';

type PasswordFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** Receives focus when the popup opens. */
  autoFocus?: boolean;
};

/** A password input with a show/hide toggle button (aria-pressed, 'Show password' / 'Hide password'). */
export function PasswordField({ label, registration, error, autoComplete, autoFocus }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputGroup}>
        <input
          id={id}
          className={`${styles.input} ${styles.groupedInput}`}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-autofocus={autoFocus ? '' : undefined}
          {...registration}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" strokeLinecap="round" />}
    </svg>
  );
}
