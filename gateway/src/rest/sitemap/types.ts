import type { SitemapEntryKind } from '../../generated/resolvers-types.ts';

/** One page of the site as the sitemap lists it (the `SitemapEntry` parent). */
export interface SitemapEntryModel {
  path: string;
  updatedAt: string | null;
  kind: SitemapEntryKind;
}

/** A page of one REST list, mapped to entries (null: an item without a page, kept so positions stay REST's), with the list's total. */
export interface SitemapSourcePage {
  entries: (SitemapEntryModel | null)[];
  total: number;
}
