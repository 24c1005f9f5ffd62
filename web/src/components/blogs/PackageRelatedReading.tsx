'use client';

import { graphql, useFragment } from 'react-relay';
import type { PackageRelatedReading_package$key } from '@/__generated__/PackageRelatedReading_package.graphql';
import { ContentCard } from '@/components/content/ContentCard';

const packageRelatedReadingFragment = graphql`
  fragment PackageRelatedReading_package on Package {
    blogs(first: 3) {
      id
      ...ContentCard_item
    }
  }
`;

/** 'Related reading' on a package page: the newest posts about its destination; nothing when there are none. */
export function PackageRelatedReading({ package: packageRef }: { package: PackageRelatedReading_package$key }) {
  const { blogs } = useFragment(packageRelatedReadingFragment, packageRef);
  if (blogs.length === 0) return null;
  return (
    <section className="container section" aria-labelledby="related-reading-heading">
      <h2 id="related-reading-heading" className="section-title">
        Related reading
      </h2>
      <ul className="card-grid" data-testid="related-reading">
        {blogs.map((blog) => (
          <li key={blog.id}>
            <ContentCard item={blog} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
