import { graphql } from 'relay-runtime';
import type { PackageZoomBanner_package$data } from '@/__generated__/PackageZoomBanner_package.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import { isKmyPackage } from './kmyPages';
import { ZoomSessionBanner } from './ZoomSessionBanner';

/** Spread unmasked (`@relay(mask: false)`) by the package page's server query. */
export const packageZoomBannerFragment = graphql`
  fragment PackageZoomBanner_package on Package {
    categories {
      slug
    }
  }
`;

/** The Zoom session banner on a Kailash Mansarovar package's page; nothing on other packages. */
export function PackageZoomBanner({ package: pkg }: { package: ServerFragment<PackageZoomBanner_package$data> }) {
  if (!isKmyPackage(pkg.categories.map((category) => category.slug))) return null;
  return <ZoomSessionBanner />;
}
