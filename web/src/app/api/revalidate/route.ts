import { revalidateTag } from 'next/cache';
import { markTagsRevalidated } from '@/cache/redis/tagTimes';
import { hasNoticeSecret, parseChangeNotice } from '@/cache/revalidateRequest';
import { sharedRedis } from '@/redis/redisClient';

/** Notices are small ({ tags: ≤ 100 × ≤ 200 characters }); anything far bigger is refused unread. */
const MAX_NOTICE_BYTES = 64 * 1024;

function refusal(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * With the page cache in Redis, the tags are recorded there before answering: Next runs `revalidateTag`'s
 * handler call after the response and only logs its failure, so a notice Redis did not take would be lost
 * with a 204. Refused with 503 instead, the api sends it again. (The handler's own call then writes them once more.)
 */
async function recordInRedis(tags: string[]): Promise<boolean> {
  const redis = sharedRedis();
  if (redis === null) return true;
  try {
    await markTagsRevalidated(await redis, tags, { expire: 0 }, Date.now());
    return true;
  } catch {
    return false;
  }
}

/**
 * Catalogue change notices from the api (api/CONTRACT.md "Caching and catalogue changes"): every cached
 * page holding one of the tags is dropped. `expire: 0` makes the next request of such a page render it
 * again rather than serve the old one once more, so a new price shows on the next read. The secret is
 * checked first: a caller without it learns nothing about what the body should be.
 */
export async function POST(request: Request): Promise<Response> {
  if (!hasNoticeSecret(request.headers.get('authorization'), process.env.CACHE_INVALIDATION_SECRET)) {
    return refusal(401, 'Unauthorized');
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_NOTICE_BYTES) return refusal(413, 'Request body too large');
  const notice = parseChangeNotice(await request.text());
  if (!notice.ok) return refusal(400, notice.message);
  if (!(await recordInRedis(notice.tags))) return refusal(503, 'The page cache is unavailable: send the notice again');
  for (const tag of notice.tags) revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
