'use client';

import { useSyncExternalStore } from 'react';
import { dismissToast, getServerToasts, getToasts, subscribeToToasts } from './toastStore';
import styles from './Toaster.module.css';

/**
 * The host of `toast.success()` / `toast.error()` messages, mounted once in the layout.
 * Both kinds use role="status" (a polite live region): role="alert" would collide with Next's
 * route announcer for `getByRole('alert')`. The kind is in `data-toast-kind`.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  return (
    <div className={styles.region} aria-live="polite" data-toaster="">
      {toasts.map((toast) => (
        <div key={toast.id} role="status" data-toast-kind={toast.kind} className={`${styles.toast} ${styles[toast.kind]}`}>
          <span className={styles.message}>{toast.message}</span>
          <button type="button" className={styles.close} aria-label="Dismiss message" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
