'use client';

import { useState } from 'react';
import { DEFAULT_COUNTRY, type SignUpValues } from '@/lib/validation';
import { uiActions, useUiState } from '@/state/ui-store';
import { DialogStep } from '@/components/dialog/DialogStep';
import styles from '@/components/form/form.module.css';
import { Dialog } from '@/components/dialog/Dialog';
import popupStyles from './popup.module.css';
import { SignUpFormStep, type SentSignUp } from './SignUpFormStep';
import { SignUpOtpStep } from './SignUpOtpStep';
import { useCompleteSignIn } from './useCompleteSignIn';

/** The sign-up popup (spec §2, §4): form, then 'Enter OTP', then signed in. */
export function SignUpPopup() {
  const wanted = useUiState((state) => state.showSignUp);
  if (!wanted) return null;
  return <SignUpDialog />;
}

/** The OTP step shown: the sign-up it verifies, and its first resend countdown. */
type OtpStepState = { sent: SentSignUp; resendSeconds: number | undefined };

function SignUpDialog() {
  const [otpStep, setOtpStep] = useState<OtpStepState | null>(null);
  // Kept after the edit icon: sent again unchanged within the resend gap, the form comes back to its code.
  const [lastSent, setLastSent] = useState<SentSignUp | null>(null);
  const [draft, setDraft] = useState<SignUpValues>({ email: '', country: DEFAULT_COUNTRY, mobile: '', password: '' });
  const completeSignIn = useCompleteSignIn();

  return (
    <Dialog
      title={otpStep ? 'Enter OTP' : 'Create Account'}
      onClose={uiActions.dismissAccountPopups}
      className={popupStyles.signUp}
    >
      <DialogStep key={otpStep ? 'otp' : 'form'}>
        {otpStep ? (
          <SignUpOtpStep
            pending={otpStep.sent.pending}
            resendSeconds={otpStep.resendSeconds}
            onEdit={() => setOtpStep(null)}
            onSignedIn={completeSignIn}
          />
        ) : (
          <SignUpFormStep
            draft={draft}
            onDraftChange={setDraft}
            lastSent={lastSent}
            onOtpSent={(sent, resendSeconds) => {
              setLastSent(sent);
              setOtpStep({ sent, resendSeconds });
            }}
          />
        )}
        <p className={styles.switch}>
          Already have an account?{' '}
          <button type="button" className={styles.link} onClick={uiActions.openLogin}>
            Login In
          </button>
        </p>
      </DialogStep>
    </Dialog>
  );
}
