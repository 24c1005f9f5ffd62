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
 * The visible, animated placeholder laid over an empty search input. Hidden from assistive
 * technology: the input keeps a stable label and placeholder of its own.
 */
export function RotatingPlaceholder({ className }: { className?: string }) {
  const [step, setStep] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setStep((current) => current + 1), PLACEHOLDER_ROTATION_MS);
    return () => window.clearInterval(timer);
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
