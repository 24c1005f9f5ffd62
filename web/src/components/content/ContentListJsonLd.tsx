'use client';

import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';

/** The `ItemList` JSON-LD of a blog or news list page: each item's position (from `offset`), name and URL. */
export function ContentListJsonLd({ name, offset, total, items }: { name: string; offset: number; total: number; items: readonly { title: string; path: string }[] }) {
  const listed = items.map((item) => ({ name: item.title, path: item.path }));
  return <JsonLd data={itemListJsonLd(listed, useSiteOrigin(), { name, offset, total })} />;
}
