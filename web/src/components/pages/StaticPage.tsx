'use client';

import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StaticPage_page$key } from '@/__generated__/StaticPage_page.graphql';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs/Breadcrumbs';
import { PackageCard } from '@/components/package/PackageCard';
import { AppLinks } from './AppLinks';
import { BankAccounts } from './BankAccounts';
import { ContentBody } from '@/components/content-body/ContentBody';
import pageStyles from '@/components/content-body/ContentPage.module.css';

const staticPageFragment = graphql`
  fragment StaticPage_page on Page {
    title
    summary
    bodyHtml
    packages {
      id
      ...PackageCard_package
    }
    ...BankAccounts_page
    ...AppLinks_page
  }
`;

type StaticPageProps = {
  page: StaticPage_page$key;
  /** Crumbs between Home and the page itself (e.g. the KMY registration page above the guidelines). */
  trail?: readonly Crumb[];
  /** What a page adds under its body: a form, more packages. */
  children?: ReactNode;
};

/** Every static page: title, summary, the sanitised body, and what the page carries (packages, bank accounts, app links). */
export function StaticPage({ page: pageRef, trail = [], children }: StaticPageProps) {
  const page = useFragment(staticPageFragment, pageRef);
  return (
    <article className={`container ${pageStyles.page}`}>
      <Breadcrumbs crumbs={[...trail, { label: page.title }]} />
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{page.title}</h1>
        <p className={pageStyles.summary}>{page.summary}</p>
      </header>
      <ContentBody html={page.bodyHtml} />
      <BankAccounts page={page} />
      <AppLinks page={page} />
      {page.packages.length > 0 ? (
        <section className="section" aria-labelledby="page-packages-heading">
          <h2 id="page-packages-heading" className="section-title">
            Packages
          </h2>
          <ul className="card-grid" data-testid="page-packages">
            {page.packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard package={pkg} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </article>
  );
}
