'use client';

import { graphql, useFragment } from 'react-relay';
import type { RegistrationProgress_registration$key } from '@/__generated__/RegistrationProgress_registration.graphql';
import styles from './RegistrationForm.module.css';
import { REGISTRATION_STEP_ORDER, REGISTRATION_STEP_TITLES, type RegistrationStepKey } from './stepForms';

const registrationProgressFragment = graphql`
  fragment RegistrationProgress_registration on Registration {
    completedSteps
    nextStep
  }
`;

type RegistrationProgressProps = {
  registration: RegistrationProgress_registration$key | null;
  current: RegistrationStepKey | null;
  onChoose: (step: RegistrationStepKey) => void;
};

/** The steps with the saved ones marked: a saved step, or the first missing one, can be opened again. */
export function RegistrationProgress({ registration: registrationRef, current, onChoose }: RegistrationProgressProps) {
  const registration = useFragment(registrationProgressFragment, registrationRef);
  const done = new Set<string>(registration?.completedSteps ?? []);
  const reachable = (step: RegistrationStepKey) => done.has(step) || step === (registration?.nextStep ?? 'PERSONAL');
  return (
    <nav aria-label="Registration progress">
      <p className="visually-hidden">
        {done.size} of {REGISTRATION_STEP_ORDER.length} steps saved
      </p>
      <ol className={styles.progress}>
        {REGISTRATION_STEP_ORDER.map((step) => (
          <li key={step}>
            <button
              type="button"
              onClick={() => onChoose(step)}
              disabled={!reachable(step)}
              aria-current={step === current ? 'step' : undefined}
              data-done={done.has(step) ? '' : undefined}
            >
              {REGISTRATION_STEP_TITLES[step]}
              {done.has(step) ? <span className="visually-hidden"> (saved)</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
