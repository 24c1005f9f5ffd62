'use client';

import type { ReactNode } from 'react';
import styles from './form.module.css';
import { pendingButtonProps } from './pendingButton';

/** The primary submit button of a step: aria-disabled (focus stays on it), with a spinner and aria-busy, while the call runs. */
export function SubmitButton({ pending, children, autoFocus = false }: { pending: boolean; children: ReactNode; autoFocus?: boolean }) {
  return (
    <button
      type="submit"
      className={styles.primary}
      {...pendingButtonProps(pending)}
      // The dialog focuses this first when it opens (see focusFirstIn).
      data-autofocus={autoFocus ? '' : undefined}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
