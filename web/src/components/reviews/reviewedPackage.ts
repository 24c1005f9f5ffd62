import { graphql } from 'relay-runtime';
import type { ReviewedPackageQuery } from '@/__generated__/ReviewedPackageQuery.graphql';

/**
 * `/traveller-reviews?package=<slug>`: the package the reviews are filtered by, asked on the server before the page
 * query (which filters by the package's global ID, as the gateway's `reviews(packageId:)` takes it).
 */
export const reviewedPackageQuery = graphql`
  query ReviewedPackageQuery($slug: String!) {
    package(slug: $slug) {
      id
      title
      path
      rating {
        average
        count
      }
    }
  }
`;

export type ReviewedPackage = NonNullable<ReviewedPackageQuery['response']['package']>;
