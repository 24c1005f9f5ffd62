'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { useNearViewport } from '@/components/enquiries/useNearViewport';
import styles from './StaticPage.module.css';

// Not in the page's first-load JavaScript: fetched when the card nears the viewport or takes focus.
const QuickEnquiryForm = dynamic(() => import('@/components/enquiries/QuickEnquiryForm').then((m) => m.QuickEnquiryForm), {
  ssr: false,
});

/**
 * The enquiry form of `/contact-us` and `/b2b`: the quick enquiry (name, e-mail, phone, persons, packages,
 * comment, the spec §5 rules) through `submitQuickEnquiry` and its OTP step. The server renders the titled
 * card at the form's height; the form's code loads when wanted.
 */
export function ContactEnquiry({ title }: { title: string }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [focused, setFocused] = useState(false);
  const wanted = near || focused;
  return (
    <section
      ref={ref}
      className={styles.enquiry}
      aria-labelledby={headingId}
      data-testid="contact-enquiry"
      onFocusCapture={() => setFocused(true)}
    >
      <h2 id={headingId} className={styles.enquiryTitle}>
        {title}
      </h2>
      <div aria-busy={!wanted || undefined}>{wanted ? <QuickEnquiryForm form="QUICK" layout="wide" /> : null}</div>
    </section>
  );
}
