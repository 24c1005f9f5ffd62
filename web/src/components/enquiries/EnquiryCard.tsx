'use client';

import { relayIsland } from '@/relay/relayIsland';
import { useId, useRef, useState } from 'react';
import type { QuickEnquiryForm as FormKind } from './quickEnquiryForm';
import styles from './EnquiryCard.module.css';
import { useNearViewport } from './useNearViewport';

// Not in any page's first-load JavaScript: fetched when the card nears the viewport or takes focus.
const QuickEnquiryForm = relayIsland(() => import('./QuickEnquiryForm').then((m) => m.QuickEnquiryForm));

type EnquiryCardProps = {
  title: string;
  /** `FOOTER`: the footer's card (spec §2); `QUICK`: the quick enquiry of `/contact-us` and `/b2b`. */
  form: Extract<FormKind, 'FOOTER' | 'QUICK'>;
  look: 'footer' | 'page';
  testId: string;
};

/**
 * A titled quick-enquiry card (the spec §5 rules, `submitQuickEnquiry` and its OTP step). The server renders the
 * card at the form's height; the form's code loads when the card nears the viewport or takes focus and fills the
 * reserved space, so nothing below moves.
 */
export function EnquiryCard({ title, form, look, testId }: EnquiryCardProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [focused, setFocused] = useState(false);
  const wanted = near || focused;
  return (
    <section ref={ref} className={styles[look]} aria-labelledby={headingId} data-testid={testId} onFocusCapture={() => setFocused(true)}>
      <h2 id={headingId} className={styles[`${look}Title`]}>
        {title}
      </h2>
      <div className={look === 'footer' ? styles.footerBody : undefined} aria-busy={!wanted || undefined}>
        {wanted ? <QuickEnquiryForm form={form} layout="wide" /> : null}
      </div>
    </section>
  );
}
