'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RegistrationsPanelQuery } from '@/__generated__/RegistrationsPanelQuery.graphql';
import { formatPlainDate } from '@/lib/formatDate';
import styles from '../profile.module.css';
import { EmailRegistrationButton } from './EmailRegistrationButton';

/** The confirmation loads when 'Delete' is pressed. */
const DeleteRegistrationDialog = dynamic(() => import('./DeleteRegistrationDialog').then((module) => module.DeleteRegistrationDialog), { ssr: false });

const registrationsPanelQuery = graphql`
  query RegistrationsPanelQuery {
    viewer {
      id
      registrations {
        id
        completedSteps
        nextStep
        createdAt
        package { title }
        personal { firstname lastname }
      }
    }
  }
`;

const STEP_COUNT = 6;

/** Each registration: its yatra, pilgrim and progress, with 'Continue', 'E-mail summary' and 'Delete'. */
export function RegistrationsPanel({ fetchKey }: { fetchKey: number }) {
  const { viewer } = useLazyLoadQuery<RegistrationsPanelQuery>(registrationsPanelQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  if (!viewer) throw new Error('The registrations could not be read');
  if (viewer.registrations.length === 0) {
    return (
      <p className={styles.empty}>
        No KMY registrations yet. <Link href="/registration/kmy/add">Register for free</Link>
      </p>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Your KMY registrations" data-testid="registrations">
        {viewer.registrations.map((registration) => {
          const name = registration.personal ? `${registration.personal.firstname} ${registration.personal.lastname}` : 'Pilgrim';
          const status = registration.nextStep === null ? 'Complete' : `Draft: ${registration.completedSteps.length} of ${STEP_COUNT} steps saved`;
          return (
            <li key={registration.id} className={styles.card}>
              <div>
                <h3 className={styles.cardTitle}>{registration.package?.title ?? 'Kailash Mansarovar Yatra'}</h3>
                <p className={styles.meta}>
                  {name} · {status} · started {formatPlainDate(registration.createdAt.slice(0, 10))}
                </p>
              </div>
              <div className={styles.cardActions}>
                <Link className="button button-secondary" href={`/registration/kmy/add?id=${encodeURIComponent(registration.id)}`} aria-label={`${registration.nextStep === null ? 'Review' : 'Continue'} the registration of ${name}`}>
                  {registration.nextStep === null ? 'Review' : 'Continue'}
                </Link>
                <EmailRegistrationButton id={registration.id} name={name} />
                <button type="button" className="button button-secondary" onClick={() => setDeleting({ id: registration.id, name })} aria-label={`Delete the registration of ${name}`}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {deleting ? <DeleteRegistrationDialog {...deleting} viewerId={viewer.id} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
