'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import styles from './BackToTop.module.css';

const SHOW_AFTER_PX = 200;

/** Appears once the page is scrolled 200px; scrolls back up smoothly unless reduced motion is asked for. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollToTop = (event: MouseEvent) => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button goes at the top, and focus would fall to <body>: it moves to the top of the page instead, so
    // the next Tab starts there. From the keyboard (a click without pointer: `detail` 0) to the skip link,
    // which shows where focus is; after a pointer click to <main> (focusable, no ring for a pointer).
    const target = document.querySelector<HTMLElement>(event.detail === 0 ? '.skip-link' : '#main');
    target?.focus({ preventScroll: true });
  };

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={scrollToTop} aria-label="Back to top">
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
