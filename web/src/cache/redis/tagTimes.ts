import type { Redis } from 'ioredis';

/**
 * When each tag was last revalidated, in two Redis hashes shared by every web instance and every build (a
 * change notice to any instance reaches the pages of all of them, a rolling deploy included): `stale`
 * (revalidated at) and `expired` (must not be served after). Times are epoch milliseconds of the instance
 * that revalidated: the instances' clocks are assumed in sync (NTP), as Next's own tags manifest assumes.
 */
const STALE = 'page-cache:tags:stale';
const EXPIRED = 'page-cache:tags:expired';

/** `revalidateTag(tags, durations)` of Next's CacheHandler: no durations expire at once, `expire` seconds from now. */
export async function markTagsRevalidated(client: Redis, tags: readonly string[], durations: { expire?: number } | undefined, now: number): Promise<void> {
  if (tags.length === 0) return;
  const expiredAt = durations?.expire === undefined ? (durations ? undefined : now) : now + durations.expire * 1000;
  const multi = client.multi();
  for (const tag of tags) {
    if (durations) multi.hset(STALE, tag, now);
    if (expiredAt !== undefined) multi.hset(EXPIRED, tag, expiredAt);
  }
  const results = (await multi.exec()) ?? [];
  const failed = results.find(([error]) => error !== null);
  if (failed) throw failed[0];
}

/**
 * Whether any of `tags` was revalidated after an entry written at `writtenAt`: expired by now, or marked
 * stale. A stale tag is treated as expired (the next request renders; Next would serve the old entry once
 * more): the web's only caller, `/api/revalidate`, expires tags at once anyway.
 */
export async function revalidatedSince(client: Redis, tags: readonly string[], writtenAt: number, now: number): Promise<boolean> {
  if (tags.length === 0) return false;
  const [stale, expired] = await Promise.all([client.hmget(STALE, ...tags), client.hmget(EXPIRED, ...tags)]);
  return tags.some((_tag, index) => {
    const staleAt = Number(stale[index] ?? 0);
    const expiredAt = Number(expired[index] ?? 0);
    return staleAt > writtenAt || (expiredAt > writtenAt && expiredAt <= now);
  });
}
