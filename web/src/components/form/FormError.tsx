'use client';

import { useEffect, useRef } from 'react';
import styles from './form.module.css';

/**
 * A failure of the whole step (wrong credentials, server refusal), announced when it appears. It stands at the
 * top of its form, so in a long one (a dialog scrolled down to its button) it is brought into view as it appears.
 */
export function FormError({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" className={styles.formError}>
      {message}
    </p>
  );
}
