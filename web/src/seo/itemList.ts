import type { ItemList, WithContext } from 'schema-dts';
import { absoluteUrl } from './absoluteUrl';

export interface ListedPage {
  name: string;
  path: string;
}

/** A listing page's items as an `ItemList` of `ListItem`s with absolute URLs (Google's "summary page" form). */
export function itemListJsonLd(items: readonly ListedPage[], origin: string, total = items.length): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path, origin),
    })),
  };
}
