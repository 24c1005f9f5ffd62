import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { recentlyVisited } from '../db/schema/recently-visited.ts';
import { MAX_RECENTLY_VISITED } from './schemas.ts';

type Visit = { packageId: string; visitedAt: Date };

/**
 * The stored list with the given ids (oldest first) visited now, after it: a given id moves to its place among
 * the newest, the list keeps its newest 8. Pure, so the order rule is tested on its own.
 */
export function mergeVisits(stored: Visit[], given: string[], now: Date): Visit[] {
  // A repeated id counts where it was last given (its newest visit).
  const latest = given.filter((id, index) => given.lastIndexOf(id) === index);
  const kept = stored.filter((visit) => !latest.includes(visit.packageId));
  return [...kept, ...latest.map((packageId) => ({ packageId, visitedAt: now }))].slice(-MAX_RECENTLY_VISITED);
}

/**
 * Merges the given ids of active packages into the user's stored list and answers the merged ids, oldest
 * first. One transaction under a per-user lock: concurrent posts are applied one after the other, so the
 * user never has more than 8 rows and a failed write leaves the list as it was.
 */
export async function recordRecentlyVisited(db: Db, userId: string, given: string[], now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recently-visited:${userId}`}))`);
    const active = given.length === 0 ? new Set<string>() : await activePackageIds(tx, given);
    const stored = await tx
      .select({ packageId: recentlyVisited.packageId, visitedAt: recentlyVisited.visitedAt })
      .from(recentlyVisited)
      .where(eq(recentlyVisited.userId, userId))
      .orderBy(asc(recentlyVisited.position));
    const merged = mergeVisits(stored, given.filter((id) => active.has(id)), now);
    await tx.delete(recentlyVisited).where(eq(recentlyVisited.userId, userId));
    if (merged.length > 0) await tx.insert(recentlyVisited).values(merged.map((visit, position) => ({ userId, position, ...visit })));
    return merged.map((visit) => visit.packageId);
  });
}

async function activePackageIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: packages.id }).from(packages).where(and(inArray(packages.id, ids), eq(packages.status, true)));
  return new Set(rows.map((row) => row.id));
}
