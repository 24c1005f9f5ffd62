import { z } from 'zod';

/** `Notice` of CONTRACT.md "Content (issue 11)" (spec §2 "notice with date"). */
export const noticeSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  text: z.string(),
  link: z.object({ url: z.string(), label: z.string() }).nullable(),
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
});
