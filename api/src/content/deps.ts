import type { z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';

/**
 * What the content routes take: the app's db and clock (the noticeboard), and the catalogue's package cards
 * (collections, pages, the KMY package list), handed in by `app.ts` so this domain imports no other.
 */
export type PackageCardLike = { _id: string; slug: string; title: string } & Record<string, unknown>;

export type ContentDeps<Card extends PackageCardLike = PackageCardLike> = {
  db: Db;
  now: () => Date;
  cards: {
    /** Cards of the given ids in the order given; unknown or inactive ids left out. */
    load: (db: Db, ids: string[]) => Promise<Card[]>;
    /** The card's schema, for the OpenAPI document. */
    schema: z.ZodType<Card>;
  };
};
