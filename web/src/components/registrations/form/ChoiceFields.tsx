'use client';

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import styles from './RegistrationForm.module.css';

type FieldProps = { label: string; registration: UseFormRegisterReturn; error?: string | undefined };

/** A labelled checkbox registered with react-hook-form, its error under it. */
export function CheckboxField({ label, registration, error }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled textarea registered with react-hook-form, its error under it. */
export function TextareaField({ label, registration, error }: FieldProps) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea id={id} rows={3} className={`${formStyles.input} ${styles.textarea}`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
