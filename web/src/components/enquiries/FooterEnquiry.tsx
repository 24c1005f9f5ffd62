'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { useNearViewport } from './useNearViewport';
import styles from './QuickEnquiry.module.css';

// Not in any page's first-load JavaScript: fetched when the footer nears the viewport or takes focus.
const QuickEnquiryForm = dynamic(() => import('./QuickEnquiryForm').then((m) => m.QuickEnquiryForm), { ssr: false });

/**
 * The footer's enquiry form (spec §2, `form: FOOTER`). The server renders its titled card at the form's
 * height; the form's code loads when wanted and fills the reserved space, so nothing below moves.
 */
export function FooterEnquiry() {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [focused, setFocused] = useState(false);
  const wanted = near || focused;
  return (
    <section
      ref={ref}
      className={styles.footerCard}
      aria-labelledby={headingId}
      data-testid="footer-enquiry"
      onFocusCapture={() => setFocused(true)}
    >
      <h2 id={headingId} className={styles.footerTitle}>
        Quick Enquiry
      </h2>
      <div className={styles.footerBody} aria-busy={!wanted || undefined}>
        {wanted ? <QuickEnquiryForm form="FOOTER" layout="wide" /> : null}
      </div>
    </section>
  );
}
