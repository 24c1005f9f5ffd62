'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { upcomingZoomSessionsQuery$data } from '@/__generated__/upcomingZoomSessionsQuery.graphql';
import type { ZoomSignUpFormMutation } from '@/__generated__/ZoomSignUpFormMutation.graphql';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import { FormError } from '@/components/form/FormError';
import styles from '@/components/form/form.module.css';
import { PhoneField } from '@/components/form/PhoneField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { toast } from '@/components/toast';
import { zoomSignUpSchema, type ZoomSignUpData, type ZoomSignUpValues } from '@/lib/validation/leadContact';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { verifiedNumberTokenFor } from '@/state/verifiedNumber';
import { readEnquiryOtpPayload } from '@/components/enquiries/enquiryOtpPayload';
import { uiActions, type EnquiryOtpTarget } from '@/state/ui-store';
import { NoZoomSessions } from './NoZoomSessions';
import { ZoomSessionChoice } from './ZoomSessionChoice';
import zoomStyles from './zoomSessions.module.css';

const signUpMutation = graphql`
  mutation ZoomSignUpFormMutation($input: SignUpForZoomSessionInput!) {
    signUpForZoomSession(input: $input) {
      enquiryId
      otpSent
      verified
      retryAfterSeconds
      message
      userErrors {
        code
        message
        field
      }
    }
  }
`;

export type ZoomSessions = upcomingZoomSessionsQuery$data['zoomSessions'];

/** A stored sign-up waiting for (or past) its OTP: what the next steps show. */
export type ZoomSignUp = {
  session: { id: string; title: string; startsAt: string };
  email: string;
  target: EnquiryOtpTarget;
  resendSeconds: number | undefined;
};

const FIELDS = ['firstName', 'lastName', 'email', 'mobile'] as const;

type ZoomSignUpFormProps = {
  sessions: ZoomSessions;
  draft: ZoomSignUpValues;
  onDraftChange: (draft: ZoomSignUpValues) => void;
  /** A session was refused (full, started, gone): the list is fetched again. */
  onSessionsChanged: () => void;
  onOtpSent: (signUp: ZoomSignUp) => void;
  /** Stored verified at once (a number this browser already proved): no OTP step. */
  onVerified: (signUp: ZoomSignUp) => void;
};

/** The session (chosen when several) and first name, last name, e-mail, mobile → `signUpForZoomSession`. */
export function ZoomSignUpForm({ sessions, draft, onDraftChange, onSessionsChanged, onOtpSent, onVerified }: ZoomSignUpFormProps) {
  const open = sessions.filter((session) => session.seatsLeft > 0);
  const [sessionId, setSessionId] = useState(open[0]?.id);
  const [refusal, setRefusal] = useState<string>();
  const signUp = usePromiseMutation<ZoomSignUpFormMutation>(signUpMutation);
  const form = useForm<ZoomSignUpValues, unknown, ZoomSignUpData>({ resolver: zodResolver(zoomSignUpSchema), defaultValues: draft });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const session = open.find((candidate) => candidate.id === sessionId) ?? open[0];
  if (!session) return <NoZoomSessions allFull />;

  const submit = handleSubmit(async ({ firstName, lastName, email, mobile, countryCode }) => {
    onDraftChange(getValues());
    setRefusal(undefined);
    try {
      const { signUpForZoomSession: payload } = await signUp({
        input: {
          sessionId: session.id,
          firstName,
          lastName,
          email,
          mobile,
          countryCode,
          pageUrl: window.location.href,
          verifiedNumberToken: verifiedNumberTokenFor(mobile, countryCode) ?? null,
        },
      });
      const outcome = readEnquiryOtpPayload(payload, { mobile, countryCode });
      if (outcome.step !== 'form') {
        uiActions.rememberEnquiry(outcome.target);
        const signUp = { session: { id: session.id, title: session.title, startsAt: session.startsAt }, email, target: outcome.target };
        if (outcome.step === 'done') {
          onVerified({ ...signUp, resendSeconds: undefined });
          return;
        }
        // Stored; when a limit held the OTP back, the notice says why and the countdown when to resend.
        if (outcome.notice) toast[outcome.notice.kind](outcome.notice.message);
        onOtpSent({ ...signUp, resendSeconds: outcome.resendSeconds });
        return;
      }
      if (applyFieldErrors(payload.userErrors, FIELDS, setError)) return;
      // The session filled up, started or went meanwhile: say so, and show the list as it is now.
      setRefusal(failureMessage(payload));
      onSessionsChanged();
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ZoomSessionChoice sessions={sessions} chosenId={session.id} onChoose={setSessionId} />
      <FormError message={refusal} />
      <div className={zoomStyles.nameRow}>
        <TextField label="First name" autoComplete="given-name" registration={register('firstName')} error={errors.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" registration={register('lastName')} error={errors.lastName?.message} />
      </div>
      <TextField label="E-mail" type="email" inputMode="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
      <PhoneField
        label="Mobile"
        form={form}
        name="mobile"
        countryName="country"
        country={watch('country')}
        error={errors.mobile?.message}
      />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting}>Register with OTP</SubmitButton>
      </div>
    </form>
  );
}
