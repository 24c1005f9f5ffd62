import { z } from 'zod';
import { articleCardFields } from '../content/articles.ts';

/** A news card (CONTRACT.md `NewsCard`), tagged `kind: 'news'` so the `ContentItem` fields read it like a search item. */
const newsCardObject = z.object(articleCardFields);

export const newsCardSchema = newsCardObject.transform((card) => ({ ...card, kind: 'news' as const }));

/** A news detail (`NewsDetail`): the card, its sanitised body and up to 4 related cards. */
export const newsDetailSchema = newsCardObject
  .extend({ bodyHtml: z.string(), related: z.array(newsCardSchema) })
  .transform((detail) => ({ ...detail, kind: 'news' as const }));
