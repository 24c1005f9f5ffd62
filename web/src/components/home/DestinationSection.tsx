import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { graphql } from 'relay-runtime';
import type { DestinationSection_category$data } from '@/__generated__/DestinationSection_category.graphql';
import { PackageCardView } from '@/components/package/PackageCardView';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './DestinationSection.module.css';

/** Spread unmasked (`@relay(mask: false)`) by the home page's server query. */
export const destinationSectionFragment = graphql`
  fragment DestinationSection_category on Category {
    slug
    title
    anotherTitle
    packageCount
    packages(first: 4) {
      edges {
        node {
          id
          ...PackageCard_package @relay(mask: false)
        }
      }
    }
  }
`;

/** A home-page band (server component): a destination's title and its first few packages. */
export function DestinationSection({ category }: { category: ServerFragment<DestinationSection_category$data> }) {
  if (category.packages.edges.length === 0) return null;
  const headingId = `destination-${category.slug}`;
  return (
    <section className="container section" aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className="section-title">
          {category.anotherTitle ?? category.title}
        </h2>
        <PrefetchOnIntentLink href={`/package/${category.slug}`} className={styles.viewAll}>
          View all {category.packageCount} <span className="visually-hidden">{category.title} packages</span>
        </PrefetchOnIntentLink>
      </div>
      <ul className="card-grid">
        {category.packages.edges.map(({ node }) => (
          <li key={node.id}>
            <PackageCardView package={node} />
          </li>
        ))}
      </ul>
    </section>
  );
}
