import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { ReactNode } from 'react';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** The crumb's path; the last crumb (the page itself) has none. */
  path?: string;
}

/** The page's crumbs after 'Home'. */
export const trailOf = (crumbs: readonly Crumb[]): Crumb[] => [{ label: 'Home', path: '/' }, ...crumbs];

/** The visible trail, with its `BreadcrumbList` JSON-LD (`jsonLd`, from the same trail) inside the nav. */
export function BreadcrumbTrail({ trail, jsonLd }: { trail: readonly Crumb[]; jsonLd: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.breadcrumb}>
        {trail.map((crumb) =>
          crumb.path ? (
            <li key={crumb.label}>
              <PrefetchOnIntentLink href={crumb.path}>
                {crumb.label}
              </PrefetchOnIntentLink>
            </li>
          ) : (
            <li key={crumb.label} aria-current="page">
              {crumb.label}
            </li>
          ),
        )}
      </ol>
      {jsonLd}
    </nav>
  );
}
