'use client';

import { useEffect, useState } from 'react';
import { dismissToast, type ToastMessage } from './toastStore';
import { pauseToastTimer, resumeToastTimer } from './toastTimers';
import styles from './Toaster.module.css';

/** One toast: its time stands still while it is hovered or holds focus (WCAG 2.2.1); its '×' is named for AT. */
export function ToastItem({ toast }: { toast: ToastMessage }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => {
    if (!paused) return;
    pauseToastTimer(toast.id);
    return () => resumeToastTimer(toast.id);
  }, [paused, toast.id]);

  return (
    <div
      data-toast-kind={toast.kind}
      className={`${styles.toast} ${styles[toast.kind]}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <span className={styles.message}>{toast.message}</span>
      <button type="button" className={styles.close} aria-label="Dismiss message" onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
