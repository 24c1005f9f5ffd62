'use client';

import Link from 'next/link';
import { graphql, useFragment } from 'react-relay';
import type { DestinationSection_category$key } from '@/__generated__/DestinationSection_category.graphql';
import { PackageCard } from '@/components/package/PackageCard';
import styles from './DestinationSection.module.css';

const destinationSectionFragment = graphql`
  fragment DestinationSection_category on Category {
    slug
    title
    anotherTitle
    packageCount
    packages(first: 4) {
      edges {
        node {
          id
          ...PackageCard_package
        }
      }
    }
  }
`;

/** A home-page band: a destination's title and its first few packages. */
export function DestinationSection({ category: categoryRef }: { category: DestinationSection_category$key }) {
  const category = useFragment(destinationSectionFragment, categoryRef);
  if (category.packages.edges.length === 0) return null;
  const headingId = `destination-${category.slug}`;
  return (
    <section className="container section" aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className="section-title">
          {category.anotherTitle ?? category.title}
        </h2>
        <Link prefetch={false} href={`/package/${category.slug}`} className={styles.viewAll}>
          View all {category.packageCount} <span className="visually-hidden">{category.title} packages</span>
        </Link>
      </div>
      <ul className="card-grid">
        {category.packages.edges.map(({ node }) => (
          <li key={node.id}>
            <PackageCard package={node} />
          </li>
        ))}
      </ul>
    </section>
  );
}
