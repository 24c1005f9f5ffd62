import { BreadcrumbJsonLd } from '@/seo/BreadcrumbJsonLd';
import { BreadcrumbTrail, trailOf, type Crumb } from './BreadcrumbTrail';

export type { Crumb } from './BreadcrumbTrail';

/**
 * The visible trail and its `BreadcrumbList` JSON-LD (absolute `item` URLs on the site's origin), from one list so
 * they cannot disagree. Renders from server and client components alike; a server page that should carry no client
 * code for it uses `ServerBreadcrumbs`.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail = trailOf(crumbs);
  return <BreadcrumbTrail trail={trail} jsonLd={<BreadcrumbJsonLd trail={trail} />} />;
}
