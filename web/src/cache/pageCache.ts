import { unstable_cache } from 'next/cache';

/** Every cached public page: anything in the catalogue may show on it (the menu is on all of them). */
export const CATALOGUE_TAG = 'catalogue';

/** A package page, by the package's REST `_id` (the api's change notices name packages so). */
export function packageTag(restId: string): string {
  return `package:${restId}`;
}

/**
 * Seconds after which a cached page is rendered again even without a change notice (a notice lost while
 * the web was down or unreachable). Pages are re-rendered in the background: nobody waits for it.
 * Route segment configs must be literals, so the pages repeat this number (`revalidate = 600`).
 */
export const PAGE_REVALIDATE_SECONDS = 600;

const noTags = async (): Promise<null> => null;

/**
 * Adds `tags` to the page being rendered, so `revalidateTag` of any of them drops it from Next's page
 * cache. Page data comes from the gateway client's uncached `fetch`, which carries no tags; a tagged
 * (and empty) `unstable_cache` entry is Next's way to tag a page without `cacheComponents`, whose `'use
 * cache'` would need every route reworked. Outside a cached page (per-request routes) it does nothing useful
 * and costs one in-memory lookup.
 */
export async function tagCachedPage(tags: readonly string[]): Promise<void> {
  await unstable_cache(noTags, ['page-cache-tags', ...tags], { tags: [...tags] })();
}
