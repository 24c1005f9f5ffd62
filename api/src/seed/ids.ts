import { createHash } from 'node:crypto';

/** A Mongo-style 24-hex id that stays the same across reseeds: sha1 of kind and slug. */
export function stableId(kind: string, slug: string): string {
  return createHash('sha1').update(`${kind}:${slug}`).digest('hex').slice(0, 24);
}

export type SeedMediaKind = 'packages' | 'categories' | 'blogs' | 'news' | 'collections' | 'stories' | 'videos' | 'albums' | 'photos' | 'pages';

export function mediaPath(kind: SeedMediaKind, slug: string): string {
  return `/media/${kind}/${slug}`;
}
