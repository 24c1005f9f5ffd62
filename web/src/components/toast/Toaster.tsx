'use client';

import { lazyIsland } from '@/lib/lazyIsland';
import styles from './Toaster.module.css';

// Not in any page's first-load JavaScript: toasts come after the page; the store keeps any pushed meanwhile.
const ToastList = lazyIsland(() => import('./ToastList').then((m) => m.ToastList));

/**
 * The host of `toast.success()` / `toast.error()` messages, mounted once in the layout. One polite live region
 * (`aria-live`, in the page from the start) holds the toasts that are read out, as plain children: no nested live
 * regions, no role="alert" (it would collide with Next's route announcer for `getByRole('alert')`). Toasts whose text
 * is announced elsewhere (a form's alert) stand outside it. The kind is in `data-toast-kind`.
 */
export function Toaster() {
  return (
    <div className={styles.region} data-toaster="">
      <div className={styles.quiet}>
        <ToastList announced={false} />
      </div>
      <div className={styles.stack} aria-live="polite" data-toast-announcer="">
        <ToastList announced />
      </div>
    </div>
  );
}
