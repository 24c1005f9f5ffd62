'use client';

import { breadcrumbListJsonLd, type TrailCrumb } from './breadcrumbList';
import { JsonLd } from './JsonLd';
import { useSiteOrigin } from './SiteOrigin';

/** The `BreadcrumbList` block of a trail, on the site's origin (a client component, so any parent can render it). */
export function BreadcrumbJsonLd({ trail }: { trail: readonly TrailCrumb[] }) {
  return <JsonLd data={breadcrumbListJsonLd(trail, useSiteOrigin())} />;
}
