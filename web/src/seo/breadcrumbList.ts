import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from './absoluteUrl';

export interface TrailCrumb {
  label: string;
  /** The crumb's path; the last crumb (the page itself) has none. */
  path?: string;
}

/** The `BreadcrumbList` of a trail, with absolute `item` URLs. */
export function breadcrumbListJsonLd(trail: readonly TrailCrumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.path ? { item: absoluteUrl(crumb.path, origin) } : {}),
    })),
  };
}
