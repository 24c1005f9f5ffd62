import type { ItemList } from 'schema-dts';
import { JsonLd } from '@/seo/JsonLd';

/** The `ItemList` JSON-LD of a list page: each item's position (from `offset`), name and URL. */
export function ContentListJsonLd({ name, offset, items }: { name: string; offset: number; items: readonly { title: string; path: string }[] }) {
  const data: ItemList = {
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: offset + index + 1, name: item.title, url: item.path })),
  };
  return <JsonLd data={{ '@context': 'https://schema.org', ...data }} />;
}
