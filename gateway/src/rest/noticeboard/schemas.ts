import { z } from 'zod';
import { safeLinkOrNull } from '../../domain/safe-url.ts';

/** `Notice` of CONTRACT.md "Content (issue 11)" (spec §2 "notice with date"). */
export const noticeSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  text: z.string(),
  /** A site path or an https URL; any other URL is no link (`domain/safe-url.ts`). */
  link: z.object({ url: z.string(), label: z.string() }).nullable().transform(safeLinkOrNull),
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
});
