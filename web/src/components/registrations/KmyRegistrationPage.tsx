'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useSession } from '@/auth/useSession';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { KmyRegistrationPageQuery } from '@/__generated__/KmyRegistrationPageQuery.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import { ZoomSessionBanner } from '@/components/zoom-sessions/ZoomSessionBanner';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { bookingActions } from '@/state/booking-store';
import { uiActions } from '@/state/ui-store';
import styles from './KmyRegistrationPage.module.css';

/** The form (react-hook-form, zod, the pickers) loads only for a signed-in visitor of this page. */
const KmyRegistrationForm = dynamic(() => import('./form/KmyRegistrationForm').then((module) => module.KmyRegistrationForm), { ssr: false });

const kmyRegistrationPageQuery = graphql`
  query KmyRegistrationPageQuery($slug: String!) {
    package(slug: $slug) {
      id
      slug
      title
      anotherTitle
      duration
      path
      image(width: 600, height: 300) {
        ...SizedImage_image
      }
    }
  }
`;

type KmyRegistrationPageProps = {
  preloaded: SerializablePreloadedQuery<KmyRegistrationPageQuery>;
  /** `?id=`: the registration to resume (its global ID). */
  registrationId: string | null;
  /** `?package=`: the package the visitor came from (a KMY package preselects the personal step's yatra). */
  packageSlug: string | null;
};

/** /registration/kmy/add: the registration package, what comes next and, once signed in, the multi-step form. */
export function KmyRegistrationPage({ preloaded, registrationId, packageSlug }: KmyRegistrationPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const { package: pkg } = usePreloadedQuery<KmyRegistrationPageQuery>(kmyRegistrationPageQuery, queryRef);
  const { status } = useSession();
  if (pkg == null) return null;

  const signIn = () => {
    bookingActions.holdKmyRegistration({ id: pkg.id, title: pkg.title, slug: pkg.slug });
    uiActions.openLogin();
  };

  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>Free KMY registration</h1>
      <div className={styles.card}>
        <SizedImage image={pkg.image} decorative className={styles.image} />
        <div>
          <h2 className={styles.packageTitle}>{pkg.title}</h2>
          {pkg.anotherTitle ? <p className={styles.muted}>{pkg.anotherTitle}</p> : null}
          <p className={styles.muted}>{pkg.duration}</p>
          <Link prefetch={false} href={pkg.path}>
            About this yatra
          </Link>
        </div>
      </div>
      <section className={styles.next} aria-labelledby="kmy-next">
        <h2 id="kmy-next">What comes next</h2>
        <ol>
          <li>Fill in the form below step by step: the pilgrim&apos;s details as in the passport, address, emergency contact, medical fitness and documents. Each step is saved, so you can continue later.</li>
          <li>Registration is free and provisional: it holds your interest for the coming yatra season, with no payment now.</li>
          <li>Our yatra desk calls you to confirm the details and guides you through the official registration and the booking.</li>
        </ol>
        {status === 'authenticated' ? (
          <p className={styles.signedIn}>You are signed in: we will use your account for this registration.</p>
        ) : status === 'loading' ? null : (
          <button type="button" className="button" onClick={signIn}>
            Sign In to register
          </button>
        )}
      </section>
      {status === 'authenticated' ? (
        <Suspense fallback={<p className={styles.muted}>Loading your registration…</p>}>
          <KmyRegistrationForm requestedId={registrationId} packageSlug={packageSlug} />
        </Suspense>
      ) : null}
      <ZoomSessionBanner />
    </article>
  );
}
