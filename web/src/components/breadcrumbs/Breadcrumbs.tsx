import Link from 'next/link';
import type { BreadcrumbList } from 'schema-dts';
import { JsonLd } from '@/seo/JsonLd';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** The crumb's path; the last crumb (the page itself) has none. */
  path?: string;
}

/** The visible trail and its `BreadcrumbList` JSON-LD, from one list so they cannot disagree. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail: Crumb[] = [{ label: 'Home', path: '/' }, ...crumbs];
  const data: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.path ? { item: crumb.path } : {}),
    })),
  };
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.breadcrumb}>
        {trail.map((crumb) =>
          crumb.path ? (
            <li key={crumb.label}>
              <Link prefetch={false} href={crumb.path}>
                {crumb.label}
              </Link>
            </li>
          ) : (
            <li key={crumb.label} aria-current="page">
              {crumb.label}
            </li>
          ),
        )}
      </ol>
      <JsonLd data={{ '@context': 'https://schema.org', ...data }} />
    </nav>
  );
}
