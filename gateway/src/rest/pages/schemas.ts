import { z } from 'zod';
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
  links: z.array(pageLinkSchema),
});
