'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { ShellMenuQuery } from '@/__generated__/ShellMenuQuery.graphql';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { MainMenu } from './MainMenu';
import styles from './MainMenu.module.css';

const shellMenuQuery = graphql`
  query ShellMenuQuery {
    menu {
      ...MainMenu_menu
    }
  }
`;

/** The layout's query: the menu is in the first HTML of every page (spec: fetched when the app starts). */
export function ShellMenu({ preloaded }: { preloaded: SerializablePreloadedQuery<ShellMenuQuery> | null }) {
  if (preloaded === null) {
    return (
      <nav className={styles.nav} aria-label="Main menu">
        <p className="container" role="status">
          Some unexpected error occurred, Pls try again later.
        </p>
      </nav>
    );
  }
  return <LoadedShellMenu preloaded={preloaded} />;
}

function LoadedShellMenu({ preloaded }: { preloaded: SerializablePreloadedQuery<ShellMenuQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<ShellMenuQuery>(shellMenuQuery, queryRef);
  return <MainMenu menu={data.menu} />;
}
