import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { graphql } from 'relay-runtime';
import type { PackageCollections_package$data } from '@/__generated__/PackageCollections_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './CollectionPage.module.css';

/** Spread unmasked (`@relay(mask: false)`) by the package page's server query. */
export const packageCollectionsFragment = graphql`
  fragment PackageCollections_package on Package {
    collections {
      id
      title
      path
    }
  }
`;

/** "Part of these collections": links to the collections that hold the package. */
export function PackageCollections({ package: { collections } }: { package: ServerFragment<PackageCollections_package$data> }) {
  if (collections.length === 0) return null;
  return (
    <section className="section" aria-labelledby="package-collections-heading">
      <h2 id="package-collections-heading" className="section-title">
        Part of these collections
      </h2>
      <ul className={styles.collections} data-testid="package-collections">
        {collections.map((collection) => (
          <li key={collection.id}>
            <PrefetchOnIntentLink href={collection.path}>
              {collection.title}
            </PrefetchOnIntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
