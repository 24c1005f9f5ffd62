'use client';

import { useId, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';
import { FieldError } from './TextField';

type SelectFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'onChange' | 'onBlur'>;

/** A labelled native select registered with react-hook-form, its error under it like `TextField`. */
export function SelectField({ label, registration, options, error, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
