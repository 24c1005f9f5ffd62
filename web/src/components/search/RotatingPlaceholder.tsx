'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import {
  PLACEHOLDER_FADE_MS,
  PLACEHOLDER_PREFIX,
  PLACEHOLDER_ROTATION_MS,
  placeholderDestination,
} from './placeholderRotation';
import styles from './RotatingPlaceholder.module.css';

const fadeStyle = { '--placeholder-fade': `${PLACEHOLDER_FADE_MS}ms` } as CSSProperties;

/**
 * The visible, animated placeholder laid over an empty search input (still, on its first word, under reduced
 * motion). Hidden from assistive technology: the input keeps a stable label and placeholder of its own.
 */
export function RotatingPlaceholder({ className }: { className?: string }) {
  const [step, setStep] = useState(0);

  // Under `prefers-reduced-motion: reduce` one word stays (WCAG 2.2.2); the rotation follows the setting live.
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: number | undefined;
    const sync = () => {
      window.clearInterval(timer);
      timer = reduce.matches ? undefined : window.setInterval(() => setStep((current) => current + 1), PLACEHOLDER_ROTATION_MS);
    };
    sync();
    reduce.addEventListener('change', sync);
    return () => {
      window.clearInterval(timer);
      reduce.removeEventListener('change', sync);
    };
  }, []);

  return (
    <span
      aria-hidden="true"
      data-testid="search-placeholder"
      className={className ? `${styles.placeholder} ${className}` : styles.placeholder}
      style={fadeStyle}
    >
      {PLACEHOLDER_PREFIX}{' '}
      <span key={step} className={styles.destination}>
        {placeholderDestination(step)}
      </span>
    </span>
  );
}
