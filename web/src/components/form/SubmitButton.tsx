'use client';

import type { ReactNode } from 'react';
import styles from './form.module.css';

/** The primary submit button of a step: disabled, with a spinner and aria-busy, while the call runs. */
export function SubmitButton({ pending, children, autoFocus = false }: { pending: boolean; children: ReactNode; autoFocus?: boolean }) {
  return (
    <button
      type="submit"
      className={styles.primary}
      disabled={pending}
      aria-busy={pending || undefined}
      // The dialog focuses this first when it opens (see focusFirstIn).
      data-autofocus={autoFocus ? '' : undefined}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
