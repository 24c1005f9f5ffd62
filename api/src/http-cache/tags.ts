import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/** Every cached catalogue list or aggregate depends on this tag: a catalogue-wide change drops them all. */
export const CATALOGUE_TAG = 'catalogue';

/** Every cached content answer (blogs, news, collections, web stories, videos, photo albums, pages) carries this tag. */
export const CONTENT_TAG = 'content';

const PACKAGE_TAG_PREFIX = 'package:';

/** The tag of everything that shows package `id` (its detail, and every list holding it). */
export const packageTag = (id: string): string => `${PACKAGE_TAG_PREFIX}${id}`;

/** The package id a `packageTag` names; null for any other tag. */
export const packageIdOfTag = (tag: string): string | null => (tag.startsWith(PACKAGE_TAG_PREFIX) ? tag.slice(PACKAGE_TAG_PREFIX.length) : null);

/**
 * Declares what the answer being built depends on, which also makes a public GET storable in the response
 * cache (cache-middleware.ts): a route that declares nothing is never cached.
 */
export function setCacheTags(c: Context<AppEnv>, tags: readonly string[]): void {
  c.set('cacheTags', tags);
}

/** The tags of a list: `catalogue` and one per package it holds. */
export const listTags = (packageIds: readonly string[]): string[] => [CATALOGUE_TAG, ...new Set(packageIds.map(packageTag))];
