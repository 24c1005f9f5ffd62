'use client';

import { useEffect, useState } from 'react';
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

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={scrollToTop} aria-label="Back to top">
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
