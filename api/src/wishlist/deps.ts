import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';

/**
 * What the wishlist routes take: the app's db and clock, and the catalogue's package cards (handed in by
 * `app.ts`, so this domain never imports another one).
 */
/** The caller's profile as `GET /user` answers it (its schema is handed in, like the cards'). */
export type WishlistViewer = { _id: string };

export type WishlistDeps<Card = unknown> = {
  db: Db;
  now: () => Date;
  cards: {
    /** Cards of the given ids in the order given; unknown or inactive ids left out. */
    load: (db: Db, ids: string[]) => Promise<Card[]>;
    /** The card's schema, for the OpenAPI document. */
    schema: z.ZodType<Card>;
  };
  /** The caller's profile as `GET /user` answers it, for `get-wishlist?include=viewer` (one call for a page). */
  viewer: {
    /** The caller's profile; the request carries the account read with its token. */
    load: (db: Db, c: Context<AppEnv>) => Promise<WishlistViewer>;
    schema: z.ZodType<WishlistViewer>;
  };
};
