import type { z } from 'zod';
import type { bankAccountSchema, pageCardSchema, pageDetailSchema, pageLinkSchema } from './schemas.ts';

export type PageCardModel = z.infer<typeof pageCardSchema>;
export type PageDetailModel = z.infer<typeof pageDetailSchema>;
export type PageLinkModel = z.infer<typeof pageLinkSchema>;
export type BankAccountModel = z.infer<typeof bankAccountSchema>;

/** A `Page` parent: the card, plus the detail fields when it came from a detail route. */
export type PageModel = PageCardModel & Partial<Omit<PageDetailModel, keyof PageCardModel>>;

/** The sections of `GET /page/kmy-register/{x}`. */
export type KmyRegistrationSectionPath = 'bank-details' | 'guidelines';
