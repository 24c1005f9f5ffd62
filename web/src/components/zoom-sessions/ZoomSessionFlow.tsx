'use client';

import { useState } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { upcomingZoomSessionsQuery as UpcomingZoomSessionsQuery } from '@/__generated__/upcomingZoomSessionsQuery.graphql';
import { DialogStep } from '@/components/dialog/DialogStep';
import { EnquiryOtpStep } from '@/components/enquiries/EnquiryOtpStep';
import type { ZoomSignUpValues } from '@/lib/validation/leadContact';
import type { EnquiryOtpTarget } from '@/state/ui-store';
import { NoZoomSessions } from './NoZoomSessions';
import { upcomingZoomSessionsQuery } from './upcomingZoomSessions';
import { ZoomSignUpDone } from './ZoomSignUpDone';
import { ZoomSignUpForm, type ZoomSignUp } from './ZoomSignUpForm';

export type ZoomStep = { name: 'form' } | ({ name: 'otp' } & ZoomSignUp) | ({ name: 'done' } & ZoomSignUp);

type ZoomSessionFlowProps = {
  step: ZoomStep;
  onStep: (step: ZoomStep) => void;
  draft: ZoomSignUpValues;
  onDraftChange: (draft: ZoomSignUpValues) => void;
};

/** The steps of the Zoom popup over the upcoming sessions (refreshed in the background after a refusal). */
export function ZoomSessionFlow({ step, onStep, draft, onDraftChange }: ZoomSessionFlowProps) {
  const [fetchKey, setFetchKey] = useState(0);
  const { zoomSessions } = useLazyLoadQuery<UpcomingZoomSessionsQuery>(
    upcomingZoomSessionsQuery,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );

  return (
    <DialogStep key={step.name}>
      {step.name === 'form' &&
        (zoomSessions.length === 0 ? (
          <NoZoomSessions />
        ) : (
          <ZoomSignUpForm
            sessions={zoomSessions}
            draft={draft}
            onDraftChange={onDraftChange}
            onSessionsChanged={() => setFetchKey((key) => key + 1)}
            onOtpSent={(signUp) => onStep({ name: 'otp', ...signUp })}
            onVerified={(signUp) => onStep({ name: 'done', ...signUp })}
          />
        ))}
      {step.name === 'otp' && (
        <EnquiryOtpStep
          target={step.target satisfies EnquiryOtpTarget}
          onEdit={() => onStep({ name: 'form' })}
          onVerified={() => onStep({ ...step, name: 'done' })}
          resendSeconds={step.resendSeconds}
        />
      )}
      {step.name === 'done' && <ZoomSignUpDone signUp={step} />}
    </DialogStep>
  );
}
