'use client';

import Link from 'next/link';
import { graphql, useFragment } from 'react-relay';
import type { PackageCollections_package$key } from '@/__generated__/PackageCollections_package.graphql';
import styles from './CollectionPage.module.css';

const packageCollectionsFragment = graphql`
  fragment PackageCollections_package on Package {
    collections {
      id
      title
      path
    }
  }
`;

/** "Part of these collections": links to the collections that hold the package. */
export function PackageCollections({ package: packageRef }: { package: PackageCollections_package$key }) {
  const { collections } = useFragment(packageCollectionsFragment, packageRef);
  if (collections.length === 0) return null;
  return (
    <section className="section" aria-labelledby="package-collections-heading">
      <h2 id="package-collections-heading" className="section-title">
        Part of these collections
      </h2>
      <ul className={styles.collections} data-testid="package-collections">
        {collections.map((collection) => (
          <li key={collection.id}>
            <Link prefetch={false} href={collection.path}>
              {collection.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
