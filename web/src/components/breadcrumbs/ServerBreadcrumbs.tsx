import { siteUrl } from '@/config/siteUrl';
import { breadcrumbListJsonLd } from '@/seo/breadcrumbList';
import { JsonLd } from '@/seo/JsonLd';
import { BreadcrumbTrail, trailOf, type Crumb } from './BreadcrumbTrail';

/** `Breadcrumbs` for server components (category and package pages): the JSON-LD is rendered here, no client code. */
export function ServerBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail = trailOf(crumbs);
  return <BreadcrumbTrail trail={trail} jsonLd={<JsonLd data={breadcrumbListJsonLd(trail, siteUrl().origin)} />} />;
}
