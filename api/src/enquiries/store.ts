import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { enquiries } from '../db/schema/enquiries.ts';
import { phoneFromE164 } from '../phone/phone.ts';
import type { EnquiryAnswer } from './schemas.ts';

type EnquiryRow = typeof enquiries.$inferSelect;

/**
 * The user's enquiries: those sent while signed in, and those from a visitor whose mobile number (verified by
 * OTP) is the user's. An unverified number could be anyone's, so it never puts a lead in someone's list.
 */
const ofUser = (userId: string) =>
  or(
    eq(enquiries.userId, userId),
    and(eq(enquiries.verified, true), eq(enquiries.mobile, sql`(select ${users.mobile} from ${users} where ${users.id} = ${userId})`)),
  );

/** One page of the user's enquiries, newest first, and how many there are in all. */
export async function listEnquiries(db: Db, userId: string, page: { page: number; limit: number }): Promise<{ rows: EnquiryRow[]; total: number }> {
  const where = ofUser(userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export function toEnquiryAnswer(row: EnquiryRow): EnquiryAnswer {
  const phone = phoneFromE164(row.mobile);
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    mobile: phone.mobile,
    countrycode: phone.countrycode,
    email: row.email,
    packagelist: row.packages,
    noofperson: row.persons,
    comment: row.comment,
    pagessourcelink: row.pagesSourceLink,
    source: row.source,
    otpverified: row.verified,
    createdAt: row.createdAt.toISOString(),
  };
}
