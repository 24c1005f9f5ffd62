import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { enquiries, type EnquiryPackage } from '../db/schema/enquiries.ts';
import { ApiError } from '../http/errors.ts';
import { ENQUIRY_MSG } from './messages.ts';

export type EnquiryRow = typeof enquiries.$inferSelect;
/** What a lead route stores: every field but the ones the store sets (id, time, verification). */
export type EnquiryDraft = Omit<typeof enquiries.$inferInsert, 'id' | 'createdAt' | 'verified' | 'verifiedAt'>;

/** Stores an unverified enquiry (committed on its own: a lead is never lost to what fails after). */
export async function insertEnquiry(db: Db, draft: EnquiryDraft, now: Date): Promise<EnquiryRow> {
  const id = randomBytes(12).toString('hex');
  const [row] = await db.insert(enquiries).values({ ...draft, id, verified: false, verifiedAt: null, createdAt: now }).returning();
  if (!row) throw new Error('the enquiry insert returned no row');
  return row;
}

/** The enquiry with this id AND this number (E.164), or null: one without the other finds nothing. */
export async function findEnquiry(db: Db, id: string, mobile: string): Promise<EnquiryRow | null> {
  const [row] = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, id), eq(enquiries.mobile, mobile)))
    .limit(1);
  return row ?? null;
}

/** Marks the enquiry verified; the row when this call did it, null when it already was. */
export async function markVerified(tx: Db, id: string, now: Date): Promise<EnquiryRow | null> {
  const [row] = await tx
    .update(enquiries)
    .set({ verified: true, verifiedAt: now })
    .where(and(eq(enquiries.id, id), eq(enquiries.verified, false)))
    .returning();
  return row ?? null;
}

/** The packages' titles as the catalogue has them now, in the order asked; 404 `Package not found` for any unknown. */
export async function packagesOf(db: Db, ids: readonly string[]): Promise<EnquiryPackage[]> {
  const rows = ids.length === 0 ? [] : await db.select({ id: packages.id, title: packages.title }).from(packages).where(inArray(packages.id, [...ids]));
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return ids.map((packageid) => {
    const packagename = titles.get(packageid);
    if (packagename === undefined) throw new ApiError(404, ENQUIRY_MSG.packageNotFound);
    return { packageid, packagename };
  });
}
