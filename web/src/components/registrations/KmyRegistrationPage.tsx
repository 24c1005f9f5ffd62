'use client';

import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { KmyRegistrationPageQuery } from '@/__generated__/KmyRegistrationPageQuery.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import { ZoomSessionBanner } from '@/components/zoom-sessions/ZoomSessionBanner';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { bookingActions } from '@/state/booking-store';
import { uiActions } from '@/state/ui-store';
import styles from './KmyRegistrationPage.module.css';

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

/** /registration/kmy/add: the registration package and what comes next; the form itself comes later. */
export function KmyRegistrationPage({ preloaded }: { preloaded: SerializablePreloadedQuery<KmyRegistrationPageQuery> }) {
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
          <li>The registration form opens here soon: the pilgrim&apos;s details as in the passport, medical fitness and documents.</li>
          <li>Registration is free and provisional: it holds your interest for the coming yatra season, with no payment now.</li>
          <li>Our yatra desk calls you to confirm the details and guides you through the official registration and the booking.</li>
        </ol>
        {status === 'authenticated' ? (
          <p className={styles.signedIn}>You are signed in: we will use your account for this registration.</p>
        ) : (
          <button type="button" className="button" onClick={signIn}>
            Sign In to register
          </button>
        )}
      </section>
      <ZoomSessionBanner />
    </article>
  );
}
