import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { travellers } from '../db/schema/travellers.ts';
import { ApiError } from '../http/errors.ts';
import { DEFAULT_COUNTRY_CODE, parsePhone, phoneFromE164 } from '../phone/phone.ts';
import { MAX_TRAVELLERS } from '../shared/traveller-limit.ts';
import { TRAVELLER_MESSAGES as MSG } from './messages.ts';
import type { Passenger, PassengerBody } from './schemas.ts';

type TravellerRow = typeof travellers.$inferSelect;
type TravellerFields = Omit<TravellerRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The validated body as columns (the mobile as E.164). */
function fieldsOf(body: PassengerBody): TravellerFields {
  const phone = body.mobile ? parsePhone(body.mobile, body.countrycode ?? DEFAULT_COUNTRY_CODE) : null;
  return {
    firstName: body.firstname,
    lastName: body.lastname,
    gender: body.gender,
    dateOfBirth: body.dob,
    mobile: phone?.e164 ?? null,
    email: body.email,
    nationality: body.nationality,
    passportNumber: body.passportNumber,
    passportExpiry: body.passportExpiry,
    relation: body.relation,
    notes: body.notes,
  };
}

export function toPassenger(row: TravellerRow): Passenger {
  const phone = row.mobile ? phoneFromE164(row.mobile) : null;
  return {
    _id: row.id,
    firstname: row.firstName,
    lastname: row.lastName,
    gender: row.gender as Passenger['gender'],
    dob: row.dateOfBirth,
    mobile: phone?.mobile ?? null,
    countrycode: phone?.countrycode ?? null,
    email: row.email,
    nationality: row.nationality,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
    relation: row.relation,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every query names the owner: another user's id is simply not found. */
const owned = (userId: string, id: string) => and(eq(travellers.userId, userId), eq(travellers.id, id));

export async function listTravellers(db: Db, userId: string): Promise<TravellerRow[]> {
  return db.select().from(travellers).where(eq(travellers.userId, userId)).orderBy(asc(travellers.createdAt), asc(travellers.id));
}

export async function findTraveller(db: Db, userId: string, id: string): Promise<TravellerRow> {
  const [row] = await db.select().from(travellers).where(owned(userId, id));
  if (!row) throw new ApiError(404, MSG.notFound);
  return row;
}

/** Adds under a per-user lock, so concurrent adds cannot pass the cap together. */
export async function addTraveller(db: Db, userId: string, body: PassengerBody, now: Date): Promise<TravellerRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`travellers:${userId}`}))`);
    const [counted] = await tx.select({ n: count() }).from(travellers).where(eq(travellers.userId, userId));
    if ((counted?.n ?? 0) >= MAX_TRAVELLERS) throw new ApiError(400, MSG.tooMany(MAX_TRAVELLERS));
    const row = { id: randomBytes(12).toString('hex'), userId, ...fieldsOf(body), createdAt: now, updatedAt: now };
    const [inserted] = await tx.insert(travellers).values(row).returning();
    return inserted ?? row;
  });
}

export async function updateTraveller(db: Db, userId: string, id: string, body: PassengerBody, now: Date): Promise<TravellerRow> {
  const [updated] = await db.update(travellers).set({ ...fieldsOf(body), updatedAt: now }).where(owned(userId, id)).returning();
  if (!updated) throw new ApiError(404, MSG.notFound);
  return updated;
}

export async function deleteTraveller(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(travellers).where(owned(userId, id)).returning({ id: travellers.id });
  if (deleted.length === 0) throw new ApiError(404, MSG.notFound);
}
