'use client';

import Link from 'next/link';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { KmyRegistrationFormQuery } from '@/__generated__/KmyRegistrationFormQuery.graphql';
import { DocumentsStep } from './DocumentsStep';
import styles from './RegistrationForm.module.css';
import { RegistrationProgress } from './RegistrationProgress';
import { RegistrationStepForm } from './RegistrationStepForm';
import type { RegistrationStepKey } from './stepForms';

const kmyRegistrationFormQuery = graphql`
  query KmyRegistrationFormQuery {
    viewer {
      id
      registrations {
        id
        nextStep
        ...RegistrationProgress_registration
        ...RegistrationStepForm_registration
        ...DocumentsStep_registration
      }
    }
    kmyRegistrationPackages { id slug title }
    countries { code name dialCode }
  }
`;

type KmyRegistrationFormProps = { requestedId: string | null; packageSlug: string | null };

/**
 * The multi-step registration. It resumes `?id=` when given, else the newest draft at its first missing step,
 * else starts a new one; each step is saved on its own ('Save and continue').
 */
export function KmyRegistrationForm({ requestedId, packageSlug }: KmyRegistrationFormProps) {
  const data = useLazyLoadQuery<KmyRegistrationFormQuery>(kmyRegistrationFormQuery, {}, { fetchPolicy: 'network-only' });
  const registrations = data.viewer?.registrations ?? [];
  const [registrationId, setRegistrationId] = useState(() => (requestedId && registrations.some((one) => one.id === requestedId) ? requestedId : (registrations.find((one) => one.nextStep !== null)?.id ?? null)));
  const registration = registrations.find((one) => one.id === registrationId) ?? null;
  const [current, setCurrent] = useState<RegistrationStepKey | null>(() => (registration ? ((registration.nextStep as RegistrationStepKey | null) ?? null) : 'PERSONAL'));
  const options = {
    packages: data.kmyRegistrationPackages.map((pkg) => ({ value: pkg.id, label: pkg.title })),
    countries: data.countries.map((country) => ({ value: country.code, label: country.name })),
    dialCodes: data.countries.map((country) => ({ value: country.dialCode, label: `${country.dialCode} ${country.name}` })).filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index),
  };
  const packageId = data.kmyRegistrationPackages.find((pkg) => pkg.slug === packageSlug)?.id ?? null;

  const saved = (id: string, nextStep: string | null) => {
    setRegistrationId(id);
    setCurrent(nextStep as RegistrationStepKey | null);
    window.history.replaceState(null, '', `?id=${encodeURIComponent(id)}`);
    window.scrollTo({ top: 0 });
  };

  return (
    <section aria-labelledby="kmy-form-heading">
      <h2 id="kmy-form-heading">Your registration</h2>
      <RegistrationProgress registration={registration} current={current} onChoose={setCurrent} />
      {current === null ? (
        <div className={styles.done} role="status">
          <p>Thank you! Your free provisional registration is complete. Our yatra desk will call you to confirm the details.</p>
          <Link href="/profile#registrations">See your registrations</Link>
        </div>
      ) : current === 'DOCUMENTS' && registration ? (
        <DocumentsStep key={registration.id} registration={registration} onSaved={saved} />
      ) : current !== 'DOCUMENTS' ? (
        <RegistrationStepForm key={`${registrationId}-${current}`} step={current} registration={registration} options={options} packageId={packageId} onSaved={saved} />
      ) : null}
    </section>
  );
}
