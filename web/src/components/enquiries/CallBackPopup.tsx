'use client';

import { useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { DialogStep } from '@/components/dialog/DialogStep';
import { DEFAULT_COUNTRY, validationMessages, type CallWidgetPhoneValues } from '@/lib/validation';
import { uiActions, type CallPopupVariant, type EnquiryOtpTarget } from '@/state/ui-store';
import { CALL_OTP_TITLE, CALL_SUPPORT_TITLE, CALL_WIDGET_TITLE } from './callPopupTitles';
import { CallBackPhoneStep } from './CallBackPhoneStep';
import { CallBackThanks } from './CallBackThanks';
import { EnquiryOtpStep } from './EnquiryOtpStep';
import styles from './enquiries.module.css';

type CallStep =
  | { name: 'phone' }
  | { name: 'otp'; target: EnquiryOtpTarget; resendSeconds: number | undefined }
  | { name: 'thanks' };

/**
 * The get-a-call popup (spec §2, §4): number → 'Verify With OTP' → 'Thank you! …' for 8 s, then it closes.
 * Every close unmounts it (GlobalPopups renders it only while the flag is set), which resets its steps.
 */
export function CallBackPopup({ variant }: { variant: CallPopupVariant }) {
  const [step, setStep] = useState<CallStep>({ name: 'phone' });
  const [draft, setDraft] = useState<CallWidgetPhoneValues>({ country: DEFAULT_COUNTRY, mobile: '' });
  const title = step.name === 'otp' ? CALL_OTP_TITLE : variant === 'widget' ? CALL_WIDGET_TITLE : CALL_SUPPORT_TITLE;

  return (
    <Dialog title={title} onClose={uiActions.closeLeadPopups} className={styles.callPopup}>
      <DialogStep key={step.name}>
        {step.name === 'phone' && (
          <CallBackPhoneStep
            variant={variant}
            draft={draft}
            onDraftChange={setDraft}
            onOtpStep={(target, resendSeconds) => setStep({ name: 'otp', target, resendSeconds })}
            onVerified={() => setStep({ name: 'thanks' })}
          />
        )}
        {step.name === 'otp' && (
          <EnquiryOtpStep
            target={step.target}
            resendSeconds={step.resendSeconds}
            wrongOtpMessage={validationMessages.otpInvalid}
            onEdit={() => setStep({ name: 'phone' })}
            onVerified={() => setStep({ name: 'thanks' })}
          />
        )}
        {step.name === 'thanks' && <CallBackThanks onDone={uiActions.closeLeadPopups} />}
      </DialogStep>
    </Dialog>
  );
}
