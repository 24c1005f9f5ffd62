'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { DialogStep } from '@/components/dialog/DialogStep';
import { toast } from '@/components/toast';
import { DEFAULT_COUNTRY, validationMessages } from '@/lib/validation';
import { uiActions, type EnquiryOtpTarget, type RequestedPackage } from '@/state/ui-store';
import { PriceRequestFormStep, type PriceRequestDraft } from './PriceRequestFormStep';
import { PriceRequestOtpStep } from './PriceRequestOtpStep';
import { PriceRequestThanks } from './PriceRequestThanks';
import { RequestedPackageSummary } from './RequestedPackageSummary';
import styles from './enquiries.module.css';
import { THANK_YOU_PATH } from './thankYouPath';

type PriceStep =
  | { name: 'form' }
  | { name: 'otp'; target: EnquiryOtpTarget; resendSeconds: number | undefined }
  | { name: 'thanks'; target: EnquiryOtpTarget };

/**
 * The request-for-price popup (spec §2, §4): Name, E-mail, Mobile and the package → 'Verify Your Mobile
 * Number' → 'THANK YOU!' for 3 s (with the verified OTP's toast 'Query submitted successfully soon you will
 * notified'), then it closes, keeps the enquiry id and phone, and goes to /thank-you
 * with the toast 'Thank You'. Closing earlier unmounts it, which resets it.
 */
export function PriceRequestPopup({ requested }: { requested: RequestedPackage }) {
  const router = useRouter();
  const [step, setStep] = useState<PriceStep>({ name: 'form' });
  const [draft, setDraft] = useState<PriceRequestDraft>({ name: '', email: '', country: DEFAULT_COUNTRY, phone: '' });

  const finish = (target: EnquiryOtpTarget) => {
    uiActions.rememberEnquiry(target);
    uiActions.closeLeadPopups();
    toast.success(validationMessages.thankYou);
    router.push(THANK_YOU_PATH);
  };

  return (
    <Dialog title={requested.ptitle} onClose={uiActions.closeLeadPopups} className={styles.pricePopup}>
      <RequestedPackageSummary requested={requested} />
      <DialogStep key={step.name}>
        {step.name === 'form' && (
          <PriceRequestFormStep
            requested={requested}
            draft={draft}
            onDraftChange={setDraft}
            onOtpStep={(target, resendSeconds) => setStep({ name: 'otp', target, resendSeconds })}
            onVerified={(target) => setStep({ name: 'thanks', target })}
          />
        )}
        {step.name === 'otp' && (
          <PriceRequestOtpStep
            target={step.target}
            resendSeconds={step.resendSeconds}
            onEdit={() => setStep({ name: 'form' })}
            onVerified={(message) => {
              // Spec §8's 'Query submitted successfully soon you will notified', as the gateway words it.
              if (message) toast.success(message);
              setStep({ name: 'thanks', target: step.target });
            }}
          />
        )}
        {step.name === 'thanks' && <PriceRequestThanks onDone={() => finish(step.target)} />}
      </DialogStep>
    </Dialog>
  );
}
