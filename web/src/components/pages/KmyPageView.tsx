'use client';

import Link from 'next/link';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { KmyPageViewQuery } from '@/__generated__/KmyPageViewQuery.graphql';
import { NoticeboardStrip } from '@/components/noticeboard/NoticeboardStrip';
import { PackageCard } from '@/components/package/PackageCard';
import { RegistrationSteps } from '@/components/registrations/RegistrationSteps';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { KMY_REGISTRATION_PATH } from './kmyPages';
import { StaticPage } from './StaticPage';
import styles from './StaticPage.module.css';

const kmyPageViewQuery = graphql`
  query KmyPageViewQuery($section: KmyRegistrationSection!, $withPackages: Boolean!) {
    kmyRegistrationPage(section: $section) {
      title
      summary
      ...StaticPage_page
    }
    kmyRegistrationPackages @include(if: $withPackages) {
      id
      ...PackageCard_package
    }
    ...NoticeboardStrip_query @relay(mask: false)
  }
`;

/**
 * A KMY registration page (spec §7 `GET /page/kmy-register/{x}`) under the noticeboard: the bank details with
 * the packages a registration can be for and the link to the free registration, or the guidelines.
 */
export function KmyPageView({ preloaded }: { preloaded: SerializablePreloadedQuery<KmyPageViewQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<KmyPageViewQuery>(kmyPageViewQuery, queryRef);
  const page = data.kmyRegistrationPage;
  // The server route answers 404 before rendering this when the section does not exist.
  if (page == null) return null;
  const packages = data.kmyRegistrationPackages ?? [];
  return (
    <>
      <NoticeboardStrip query={data} />
      <StaticPage page={page}>
        {preloaded.variables.withPackages ? (
          <>
            <p className={styles.registerLink}>
              <Link prefetch={false} href={KMY_REGISTRATION_PATH} className="button">
                Register free for the Kailash Mansarovar Yatra
              </Link>
            </p>
            <RegistrationSteps />
            <section className="section" aria-labelledby="kmy-packages-heading">
              <h2 id="kmy-packages-heading" className="section-title">
                Packages you can register for
              </h2>
              <ul className="card-grid" data-testid="kmy-packages">
                {packages.map((pkg) => (
                  <li key={pkg.id}>
                    <PackageCard package={pkg} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : null}
      </StaticPage>
    </>
  );
}
