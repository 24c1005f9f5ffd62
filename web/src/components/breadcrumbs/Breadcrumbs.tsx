import Link from 'next/link';
import { BreadcrumbJsonLd } from '@/seo/BreadcrumbJsonLd';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** The crumb's path; the last crumb (the page itself) has none. */
  path?: string;
}

/**
 * The visible trail and its `BreadcrumbList` JSON-LD (absolute `item` URLs on the site's origin), from one list so
 * they cannot disagree. Renders from server and client components alike.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail: Crumb[] = [{ label: 'Home', path: '/' }, ...crumbs];
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
      <BreadcrumbJsonLd trail={trail} />
    </nav>
  );
}
