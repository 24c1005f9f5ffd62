import { graphql } from 'relay-runtime';
import type { ShellMenuQuery } from '@/__generated__/ShellMenuQuery.graphql';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { MainMenu } from './MainMenu';
import styles from './MainMenu.module.css';

/** The layout's query, asked on the server only: the menu's markup is in the first HTML of every page. */
export const shellMenuQuery = graphql`
  query ShellMenuQuery {
    menu {
      id
      slug
      title
      subCategories {
        id
        slug
        title
      }
      menuPackages {
        packageId
        title
        titleForApp
        path
      }
    }
  }
`;

/** The main menu (spec: fetched when the app starts), or the spec's error text when it failed to load. */
export function ShellMenu({ preloaded }: { preloaded: SerializablePreloadedQuery<ShellMenuQuery> | null }) {
  const menu = preloaded == null ? null : serverQueryData(preloaded)?.menu;
  if (menu == null) {
    return (
      <nav className={styles.nav} aria-label="Main menu">
        <p className="container" role="status">
          Some unexpected error occurred, Pls try again later.
        </p>
      </nav>
    );
  }
  return <MainMenu categories={menu} />;
}
