'use client';

import { graphql, useFragment } from 'react-relay';
import type { PackageZoomBanner_package$key } from '@/__generated__/PackageZoomBanner_package.graphql';
import { isKmyPackage } from './kmyPages';
import { ZoomSessionBanner } from './ZoomSessionBanner';

const packageZoomBannerFragment = graphql`
  fragment PackageZoomBanner_package on Package {
    categories {
      slug
    }
  }
`;

/** The Zoom session banner on a Kailash Mansarovar package's page; nothing on other packages. */
export function PackageZoomBanner({ package: packageRef }: { package: PackageZoomBanner_package$key }) {
  const pkg = useFragment(packageZoomBannerFragment, packageRef);
  if (!isKmyPackage(pkg.categories.map((category) => category.slug))) return null;
  return <ZoomSessionBanner />;
}
