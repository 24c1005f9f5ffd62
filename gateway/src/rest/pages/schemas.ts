import { z } from 'zod';
import { isSafeLink } from '../../domain/safe-url.ts';
import { packageCardSchema } from '../catalogue/schemas.ts';

/** `PageCard` of CONTRACT.md "Content (issue 11)": list items and `id[]` answers. */
export const pageCardSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});

export const bankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  branch: z.string(),
  accountType: z.string(),
  upiId: z.string().nullable(),
});

export const pageLinkSchema = z.object({
  label: z.string(),
  url: z.string(),
  kind: z.enum(['android', 'ios', 'link']),
});

/** `PageDetail`: the card, its body, and the packages, bank accounts and app links some pages carry. */
export const pageDetailSchema = pageCardSchema.extend({
  bodyHtml: z.string(),
  packages: z.array(packageCardSchema),
  bankAccounts: z.array(bankAccountSchema),
  /** App links whose URL is a site path or an https URL; others are left out (`domain/safe-url.ts`). */
  links: z.array(pageLinkSchema).transform((links) => links.filter((link) => isSafeLink(link.url))),
});
