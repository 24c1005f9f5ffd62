'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';
import { focusFirstIn } from '@/lib/a11y/focus';

/**
 * One step of a popup. Mount it with a `key` per step: on mount it moves focus to its first field (the
 * button that led here is gone), and it reserves the popup's height so steps do not resize the dialog.
 */
export function DialogStep({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) focusFirstIn(ref.current);
  }, []);
  return (
    <div ref={ref} className={styles.step}>
      {children}
    </div>
  );
}
