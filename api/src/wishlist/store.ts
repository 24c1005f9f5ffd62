import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { wishlistItems } from '../db/schema/wishlist.ts';

export type WishlistKey = { userId: string; wishlistType: string };

const ofList = ({ userId, wishlistType }: WishlistKey) =>
  and(eq(wishlistItems.userId, userId), eq(wishlistItems.wishlistType, wishlistType));

/** Listed items: rows whose package is still on sale (a withdrawn package stays stored but is not shown or counted). */
const listed = (key: WishlistKey) => and(ofList(key), eq(packages.status, true));
const onSale = eq(packages.id, wishlistItems.itemId);

/** The caller's wishlisted ids of one type that are on sale, newest first. */
export async function wishlistIds(db: Db, key: WishlistKey): Promise<string[]> {
  const rows = await db
    .select({ itemId: wishlistItems.itemId })
    .from(wishlistItems)
    .innerJoin(packages, onSale)
    .where(listed(key))
    .orderBy(desc(wishlistItems.seq));
  return rows.map((row) => row.itemId);
}

/**
 * One page of the caller's wishlisted ids on sale, newest first, with their total (pages and count agree): one query,
 * the total counted beside the page (`count(*) over ()`, taken before the limit). Only a page past the end, which has
 * no row to carry it, counts apart.
 */
export async function wishlistPage(db: Db, key: WishlistKey, page: { page: number; limit: number }) {
  const rows = await db
    .select({ itemId: wishlistItems.itemId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(wishlistItems)
    .innerJoin(packages, onSale)
    .where(listed(key))
    .orderBy(desc(wishlistItems.seq))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const ids = rows.map((row) => row.itemId);
  if (rows.length > 0 || page.page === 1) return { ids, total: rows[0]?.total ?? 0 };
  const [total] = await db.select({ total: count() }).from(wishlistItems).innerJoin(packages, onSale).where(listed(key));
  return { ids, total: total?.total ?? 0 };
}

/** Whether an active package has this id (the only wishlist type today). */
export async function packageExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: packages.id }).from(packages).where(and(eq(packages.id, id), eq(packages.status, true))).limit(1);
  return rows.length > 0;
}

/** Adds an item; a second add (also a concurrent one) hits the unique index and keeps the first row. */
export async function addToWishlist(db: Db, key: WishlistKey, item: { itemId: string; source: string | null; now: Date }): Promise<void> {
  await db
    .insert(wishlistItems)
    .values({ id: randomBytes(12).toString('hex'), ...key, itemId: item.itemId, source: item.source, createdAt: item.now })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.wishlistType, wishlistItems.itemId] });
}

/** Removes the caller's item if present (idempotent); someone else's row is never touched. */
export async function removeFromWishlist(db: Db, key: WishlistKey, itemId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(ofList(key), eq(wishlistItems.itemId, itemId)));
}
