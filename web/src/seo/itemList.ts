import type { ItemList, WithContext } from 'schema-dts';
import { absoluteUrl } from './absoluteUrl';

export interface ListedPage {
  name: string;
  /** The item's page, or an anchor on the list's own page (`/videos#video-<slug>`). */
  path: string;
}

export interface ListFacts {
  /** How many items the whole list has (the page shows some of them). */
  total?: number;
  /** How many items come before this page's first (its positions continue from there). */
  offset?: number;
  name?: string;
  /** The list's own page. */
  path?: string;
}

/**
 * A listing page's items as an `ItemList` of `ListItem`s with absolute URLs on `origin` (Google's "summary page"
 * form): the one builder of every list page's `ItemList` (categories, collections, blogs, news, stories, videos, photos).
 */
export function itemListJsonLd(items: readonly ListedPage[], origin: string, { total = items.length, offset = 0, name, path }: ListFacts = {}): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    ...(path ? { url: absoluteUrl(path, origin) } : {}),
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: item.name,
      url: absoluteUrl(item.path, origin),
    })),
  };
}
