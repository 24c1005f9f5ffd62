'use client';

import type { ReactNode } from 'react';
import styles from './authForm.module.css';

/** The primary submit button of a step: disabled, with a spinner and aria-busy, while the call runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
