'use client';

import { Suspense, useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { FallbackBoundary } from '@/components/errors/FallbackBoundary';
import { DEFAULT_COUNTRY } from '@/lib/validation';
import type { ZoomSignUpValues } from '@/lib/validation/leadContact';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { uiActions } from '@/state/ui-store';
import { ZoomSessionFlow, type ZoomStep } from './ZoomSessionFlow';
import styles from './zoomSessions.module.css';

const TITLES: Record<ZoomStep['name'], string> = {
  form: 'Join a free live Zoom session',
  otp: 'Verify your mobile number',
  done: 'See you on Zoom',
};

const EMPTY_DRAFT: ZoomSignUpValues = { firstName: '', lastName: '', email: '', country: DEFAULT_COUNTRY, mobile: '' };

/**
 * The Zoom session popup (spec §2, §3 'zoom'; `uiActions.openZoom()`): the upcoming sessions, loaded when it
 * opens; the sign-up form; the OTP step; the confirmation. Closing it at any step starts over next time.
 */
export function ZoomSessionPopup() {
  const [step, setStep] = useState<ZoomStep>({ name: 'form' });
  const [draft, setDraft] = useState<ZoomSignUpValues>(EMPTY_DRAFT);
  return (
    <Dialog title={TITLES[step.name]} onClose={uiActions.closeLeadPopups} className={styles.popup}>
      <FallbackBoundary fallback={<p role="alert">{UNEXPECTED_ERROR_MESSAGE}</p>}>
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              Loading the upcoming sessions…
            </p>
          }
        >
          <ZoomSessionFlow step={step} onStep={setStep} draft={draft} onDraftChange={setDraft} />
        </Suspense>
      </FallbackBoundary>
    </Dialog>
  );
}
