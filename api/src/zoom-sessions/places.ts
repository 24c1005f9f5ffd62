import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { zoomSessionPlaces } from '../db/schema/zoom-session-places.ts';

export type ZoomPlace = typeof zoomSessionPlaces.$inferSelect;

/**
 * The join-link e-mails one place gets at most: the first, then a re-send to each repeat sign-up of its number (a
 * corrected address, a lost mail). Bounds the addresses one number can have the link sent to per session.
 */
export const MAX_JOIN_MAILS_PER_PLACE = 3;

/** The places taken of the session: one per verified number. */
export async function placesTaken(db: Db, sessionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(zoomSessionPlaces).where(eq(zoomSessionPlaces.sessionId, sessionId));
  return row?.n ?? 0;
}

/** The number's place in the session (locked when `tx` is a transaction), or null. */
export async function placeOf(tx: Db, sessionId: string, mobile: string): Promise<ZoomPlace | null> {
  const [row] = await tx
    .select()
    .from(zoomSessionPlaces)
    .where(and(eq(zoomSessionPlaces.sessionId, sessionId), eq(zoomSessionPlaces.mobile, mobile)))
    .for('update');
  return row ?? null;
}

/** A new place for the number, held by `enquiryId`, its join link sent once. */
export async function takePlace(tx: Db, place: { sessionId: string; mobile: string; enquiryId: string }, now: Date): Promise<void> {
  await tx.insert(zoomSessionPlaces).values({ ...place, joinMailsSent: 1, createdAt: now, updatedAt: now });
}

/**
 * Hands the place to the number's newest verified sign-up (its name and address) and counts one more join mail;
 * false (nothing changed) once the place had its `MAX_JOIN_MAILS_PER_PLACE`.
 */
export async function movePlaceTo(tx: Db, place: ZoomPlace, enquiryId: string, now: Date): Promise<boolean> {
  const moved = await tx
    .update(zoomSessionPlaces)
    .set({ enquiryId, joinMailsSent: sql`${zoomSessionPlaces.joinMailsSent} + 1`, updatedAt: now })
    .where(
      and(
        eq(zoomSessionPlaces.sessionId, place.sessionId),
        eq(zoomSessionPlaces.mobile, place.mobile),
        sql`${zoomSessionPlaces.joinMailsSent} < ${MAX_JOIN_MAILS_PER_PLACE}`,
      ),
    )
    .returning({ mobile: zoomSessionPlaces.mobile });
  return moved.length > 0;
}
