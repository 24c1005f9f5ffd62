'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { validationMessages } from '@/lib/validation';
import { focusFirstIn } from '@/lib/a11y/focus';
import { uiActions, type EnquiryOtpTarget } from '@/state/ui-store';
import { EnquiryOtpStep } from './EnquiryOtpStep';
import { QuickEnquiryFields, type SentQuickEnquiry } from './QuickEnquiryFields';
import { emptyQuickEnquiry, type QuickEnquiryForm as FormKind, type QuickEnquiryValues } from './quickEnquiryForm';
import { QuickEnquiryThankYou } from './QuickEnquiryThankYou';
import styles from './QuickEnquiry.module.css';
import { THANK_YOU_PATH } from './thankYouPath';

type Step = { kind: 'form' } | { kind: 'otp'; sent: SentQuickEnquiry } | { kind: 'thanks'; target: EnquiryOtpTarget };

type QuickEnquiryFormProps = {
  /** `QUICK` for the popup and the search overlay, `FOOTER` for the footer's form. */
  form: FormKind;
  layout: 'popup' | 'wide';
  /** After the thank-you: the host closes (popup, overlay). */
  onDone?: () => void;
};

/**
 * The quick enquiry (spec §2, §4): form, OTP step, 'THANK YOU!' for 3 s (with the verified OTP's toast 'Query
 * submitted successfully soon you will notified'), then reset, the lead remembered (spec §3 phone number and
 * enquiry ID) and /thank-you with the toast 'Thank You'.
 */
export function QuickEnquiryForm({ form, layout, onDone }: QuickEnquiryFormProps) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [draft, setDraft] = useState<QuickEnquiryValues>(emptyQuickEnquiry);
  const [moves, setMoves] = useState(0);
  const goTo = (next: Step) => {
    setMoves((count) => count + 1);
    setStep(next);
  };

  const finish = (target: EnquiryOtpTarget) => {
    setDraft(emptyQuickEnquiry());
    setStep({ kind: 'form' });
    uiActions.rememberEnquiry(target);
    onDone?.();
    router.push(THANK_YOU_PATH);
    toast.success(validationMessages.thankYou);
  };

  return (
    <EnquiryStep key={moves} focusOnMount={moves > 0}>
      {step.kind === 'form' ? (
        <QuickEnquiryFields
          form={form}
          layout={layout}
          draft={draft}
          onDraftChange={setDraft}
          onSent={(sent) => goTo({ kind: 'otp', sent })}
          onVerified={(target) => goTo({ kind: 'thanks', target })}
        />
      ) : step.kind === 'otp' ? (
        <EnquiryOtpStep
          target={step.sent.target}
          resendSeconds={step.sent.resendSeconds}
          onEdit={() => goTo({ kind: 'form' })}
          onVerified={(message) => {
            // Spec §8's 'Query submitted successfully soon you will notified', as the gateway words it.
            if (message) toast.success(message);
            goTo({ kind: 'thanks', target: step.sent.target });
          }}
        />
      ) : (
        <QuickEnquiryThankYou onDone={() => finish(step.target)} />
      )}
    </EnquiryStep>
  );
}

/** One step; after a move between steps, focus goes to its first field (the control that led there is gone). */
function EnquiryStep({ focusOnMount, children }: { focusOnMount: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focusOnMount && ref.current) focusFirstIn(ref.current);
    // Only on mount: each step is keyed.
  }, []);
  return (
    <div ref={ref} className={styles.step} tabIndex={-1}>
      {children}
    </div>
  );
}
