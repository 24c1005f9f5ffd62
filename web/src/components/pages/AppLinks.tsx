'use client';

import { graphql, useFragment } from 'react-relay';
import type { AppLinks_page$key } from '@/__generated__/AppLinks_page.graphql';
import styles from './StaticPage.module.css';

const appLinksFragment = graphql`
  fragment AppLinks_page on Page {
    links {
      label
      url
      kind
    }
  }
`;

/** The download page's links to the app stores. */
export function AppLinks({ page: pageRef }: { page: AppLinks_page$key }) {
  const { links } = useFragment(appLinksFragment, pageRef);
  if (links.length === 0) return null;
  return (
    <ul className={styles.appLinks} aria-label="Get the app">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} className="button" rel="noopener noreferrer" target="_blank" data-kind={link.kind}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
