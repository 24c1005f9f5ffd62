import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The shortest `CACHE_INVALIDATION_SECRET` accepted (api/CONTRACT.md); a shorter or missing one refuses every notice. */
export const MIN_SECRET_LENGTH = 16;

/** A catalogue change notice (api/CONTRACT.md "Change notices"): 1–100 tags of at most 200 characters. */
export const changeNoticeSchema = z.strictObject({
  tags: z.array(z.string().min(1).max(200)).min(1).max(100),
});

export type ChangeNotice = z.infer<typeof changeNoticeSchema>;

export type NoticeBody = { ok: true; tags: string[] } | { ok: false; message: string };

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether `authorization` is exactly `Bearer <secret>`, compared in constant time (digests: no length leaks). */
export function hasNoticeSecret(authorization: string | null, secret: string | undefined): boolean {
  if (secret == null || secret.length < MIN_SECRET_LENGTH || authorization == null) return false;
  return timingSafeEqual(sha256(authorization), sha256(`Bearer ${secret}`));
}

/** A notice's body, read as JSON and checked against the contract's shape; repeated tags are kept once. */
export function parseChangeNotice(body: string): NoticeBody {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The body must be JSON: { "tags": string[] }' };
  }
  const parsed = changeNoticeSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: z.prettifyError(parsed.error) };
  return { ok: true, tags: [...new Set(parsed.data.tags)] };
}
