import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packages } from '../db/schema/catalogue.ts';
import type { FaqType } from '../db/schema/faqs.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { FAQ_MSG } from './messages.ts';

export type FaqTarget = { faqsType: FaqType; faqsTypeID: string; faqsTypeTitle: string };

const GENERAL: FaqTarget = { faqsType: 'general', faqsTypeID: 'general', faqsTypeTitle: 'General' };

/** What a FAQ list or question is about: `general/all`, or a category or package by slug or `_id` (404 when unknown). */
export async function resolveTarget(db: Db, type: FaqType, key: string): Promise<FaqTarget> {
  if (type === 'general') {
    if (key !== 'all' && key !== 'general') throw new ApiError(400, FAQ_MSG.generalId);
    return GENERAL;
  }
  const table = type === 'package' ? packages : categories;
  const [row] = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(or(eq(table.slug, key), eq(table.id, key)))
    .limit(1);
  if (!row) throw notFound(type === 'package' ? 'Package' : 'Category');
  return { faqsType: type, faqsTypeID: row.id, faqsTypeTitle: row.title };
}
