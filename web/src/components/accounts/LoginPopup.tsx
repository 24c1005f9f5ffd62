'use client';

import { useSession } from '@/auth/useSession';
import { useState } from 'react';
import { DEFAULT_COUNTRY, type LoginPhone, type LoginPhoneValues } from '@/lib/validation';
import { uiActions, useUiState } from '@/state/ui-store';
import { DialogStep } from '@/components/dialog/DialogStep';
import styles from '@/components/form/form.module.css';
import { Dialog } from '@/components/dialog/Dialog';
import { LoginOtpStep } from './LoginOtpStep';
import { LoginPasswordStep } from './LoginPasswordStep';
import { LoginPhoneStep } from './LoginPhoneStep';
import { NewPasswordStep } from './NewPasswordStep';
import popupStyles from './popup.module.css';
import { ResetEmailStep } from './ResetEmailStep';
import { ResetOtpStep } from './ResetOtpStep';
import { useCompleteSignIn } from './useCompleteSignIn';

type LoginStep =
  | { name: 'phone' }
  | { name: 'password' }
  | { name: 'otp'; phone: LoginPhone; resendSeconds: number | undefined }
  | { name: 'resetEmail' }
  | { name: 'resetOtp'; email: string }
  | { name: 'newPassword'; email: string; verifyToken: string };

const titles: Record<LoginStep['name'], string> = {
  phone: 'Login',
  password: 'Login',
  otp: 'Login',
  resetEmail: 'Reset Password',
  resetOtp: 'Reset Password',
  newPassword: 'Set New Password',
};

/** The login popup (spec §2, §4): shown while the show-login flag is set and nobody is signed in. */
export function LoginPopup() {
  const wanted = useUiState((state) => state.showLogin);
  const { status } = useSession();
  if (!wanted || status !== 'unauthenticated') return null;
  return <LoginDialog />;
}

function LoginDialog() {
  const [step, setStep] = useState<LoginStep>({ name: 'phone' });
  const [phoneDraft, setPhoneDraft] = useState<LoginPhoneValues>({ country: DEFAULT_COUNTRY, mobile: '' });
  const [email, setEmail] = useState('');
  const completeSignIn = useCompleteSignIn();

  return (
    <Dialog title={titles[step.name]} onClose={uiActions.dismissAccountPopups} className={popupStyles.login}>
      <DialogStep key={step.name}>
        {step.name === 'phone' && (
          <LoginPhoneStep
            draft={phoneDraft}
            onDraftChange={setPhoneDraft}
            onOtpSent={(phone, resendSeconds) => setStep({ name: 'otp', phone, resendSeconds })}
            onUsePassword={() => setStep({ name: 'password' })}
          />
        )}
        {step.name === 'password' && (
          <LoginPasswordStep
            email={email}
            onEmailChange={setEmail}
            onSignedIn={completeSignIn}
            onResetPassword={() => setStep({ name: 'resetEmail' })}
            onUseOtp={() => setStep({ name: 'phone' })}
          />
        )}
        {step.name === 'otp' && (
          <LoginOtpStep
            phone={step.phone}
            resendSeconds={step.resendSeconds}
            onEdit={() => setStep({ name: 'phone' })}
            onSignedIn={completeSignIn}
          />
        )}
        {step.name === 'resetEmail' && (
          <ResetEmailStep
            email={email}
            onEmailChange={setEmail}
            onOtpSent={(resetEmail) => setStep({ name: 'resetOtp', email: resetEmail })}
            onBack={() => setStep({ name: 'password' })}
          />
        )}
        {step.name === 'resetOtp' && (
          <ResetOtpStep
            email={step.email}
            onEdit={() => setStep({ name: 'resetEmail' })}
            onVerified={(verifyToken) => setStep({ name: 'newPassword', email: step.email, verifyToken })}
          />
        )}
        {step.name === 'newPassword' && (
          <NewPasswordStep email={step.email} verifyToken={step.verifyToken} onSignedIn={completeSignIn} />
        )}
        <p className={styles.switch}>
          New here?{' '}
          <button type="button" className={styles.link} onClick={uiActions.openSignUp}>
            Create Account
          </button>
        </p>
      </DialogStep>
    </Dialog>
  );
}
