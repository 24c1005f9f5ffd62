import Link from 'next/link';
import { KMY_REGISTRATION_PATH } from './kmyRegistrationPath';
import { REGISTRATION_STEP_TITLES } from './form/stepForms';

/** What each step asks, for the pages that explain the registration before it starts. */
const STEP_DETAILS = {
  PERSONAL: 'the yatra you register for, and the pilgrim’s name, gender, date of birth, e-mail, mobile and nationality as in the passport (18 to 70 years old)',
  PASSPORT: 'the passport number, its dates and place of issue (valid for at least 6 more months)',
  ADDRESS: 'the home address, with the country and city picked from the lists',
  EMERGENCY_CONTACT: 'someone at home to call during the yatra',
  MEDICAL_DECLARATION: 'any medical conditions, and the declaration of fitness for a high-altitude trek',
  DOCUMENTS: 'a recent photo and both pages of the passport (JPEG, PNG, WebP or PDF)',
} as const;

/** The six steps of the free provisional KMY registration, each saved on its own so it can be finished later. */
export function RegistrationSteps() {
  return (
    <section className="section" aria-labelledby="kmy-steps-heading">
      <h2 id="kmy-steps-heading" className="section-title">
        How the free registration works
      </h2>
      <ol data-testid="kmy-registration-steps">
        {(Object.keys(STEP_DETAILS) as (keyof typeof STEP_DETAILS)[]).map((step) => (
          <li key={step}>
            <strong>{REGISTRATION_STEP_TITLES[step]}</strong>: {STEP_DETAILS[step]}.
          </li>
        ))}
      </ol>
      <p>
        Each step is saved as you go: sign in, <Link href={KMY_REGISTRATION_PATH}>start your registration</Link> and continue it later from your
        profile.
      </p>
    </section>
  );
}
