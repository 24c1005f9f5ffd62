'use client';

import { useState } from 'react';
import { DEFAULT_COUNTRY, type SignUpValues } from '@/lib/validation';
import { uiActions, useUiState } from '@/state/ui-store';
import { DialogStep } from '@/components/dialog/DialogStep';
import styles from '@/components/form/form.module.css';
import { Dialog } from '@/components/dialog/Dialog';
import popupStyles from './popup.module.css';
import { SignUpFormStep, type PendingSignUp } from './SignUpFormStep';
import { SignUpOtpStep } from './SignUpOtpStep';
import { useCompleteSignIn } from './useCompleteSignIn';

/** The sign-up popup (spec §2, §4): form, then 'Enter OTP', then signed in. */
export function SignUpPopup() {
  const wanted = useUiState((state) => state.showSignUp);
  if (!wanted) return null;
  return <SignUpDialog />;
}

function SignUpDialog() {
  const [pending, setPending] = useState<PendingSignUp | null>(null);
  const [draft, setDraft] = useState<SignUpValues>({ email: '', country: DEFAULT_COUNTRY, mobile: '', password: '' });
  const completeSignIn = useCompleteSignIn();

  return (
    <Dialog
      title={pending ? 'Enter OTP' : 'Create Account'}
      onClose={uiActions.dismissAccountPopups}
      className={popupStyles.signUp}
    >
      <DialogStep key={pending ? 'otp' : 'form'}>
        {pending ? (
          <SignUpOtpStep pending={pending} onEdit={() => setPending(null)} onSignedIn={completeSignIn} />
        ) : (
          <SignUpFormStep draft={draft} onDraftChange={setDraft} onOtpSent={setPending} />
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
