import { graphql } from 'relay-runtime';
import type { PackageRelatedReading_package$data } from '@/__generated__/PackageRelatedReading_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import { ContentCardView } from '@/components/content/ContentCardView';

/** Spread unmasked (`@relay(mask: false)`) by the package page's server query. */
export const packageRelatedReadingFragment = graphql`
  fragment PackageRelatedReading_package on Package {
    blogs(first: 3) {
      id
      # ContentCardView's fields (ContentCard_item is on the ContentItem union: unmasked, its fields would be optional).
      title
      path
      image(width: 370, height: 250, format: WEBP) {
        ...SizedImage_image @relay(mask: false)
      }
      summary
      categoryTitle
      publishedAt
      readingMinutes
    }
  }
`;

/** 'Related reading' on a package page: the newest posts about its destination; nothing when there are none. */
export function PackageRelatedReading({ package: { blogs } }: { package: ServerFragment<PackageRelatedReading_package$data> }) {
  if (blogs.length === 0) return null;
  return (
    <section className="container section" aria-labelledby="related-reading-heading">
      <h2 id="related-reading-heading" className="section-title">
        Related reading
      </h2>
      <ul className="card-grid" data-testid="related-reading">
        {blogs.map((blog) => (
          <li key={blog.id}>
            <ContentCardView item={blog} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
