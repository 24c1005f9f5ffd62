import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema/registrations.ts';
import { ApiError } from '../http/errors.ts';
import { REGISTRATION_MESSAGES as MSG } from './messages.ts';
import { INFORMATION_TYPES, type InformationType } from './steps.ts';

export type RegistrationRow = typeof registrations.$inferSelect;

/** Every query names the owner: another user's id is simply not found. */
const owned = (userId: string, id: string) => and(eq(registrations.userId, userId), eq(registrations.id, id));

const isComplete = (steps: Record<string, unknown>) => INFORMATION_TYPES.every((type) => steps[type] !== undefined);

export async function listRegistrations(db: Db, userId: string): Promise<RegistrationRow[]> {
  return db.select().from(registrations).where(eq(registrations.userId, userId)).orderBy(desc(registrations.createdAt), desc(registrations.id));
}

export async function findRegistration(db: Db, userId: string, id: string): Promise<RegistrationRow> {
  const [row] = await db.select().from(registrations).where(owned(userId, id));
  if (!row) throw new ApiError(404, MSG.notFound);
  return row;
}

/**
 * Registrations one account may keep (each holds up to three documents of 5 MB): without a bound one account
 * filled the file store at the upload rate, 60 files an hour, each in a registration of its own (docs/security.md §33).
 */
export const MAX_REGISTRATIONS_PER_USER = 20;

/** Creates under a per-user lock, so concurrent creates cannot pass the cap together. */
export async function createRegistration(db: Db, userId: string, personal: { packageId: string }, now: Date): Promise<RegistrationRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registrations:${userId}`}))`);
    const [counted] = await tx.select({ n: count() }).from(registrations).where(eq(registrations.userId, userId));
    if ((counted?.n ?? 0) >= MAX_REGISTRATIONS_PER_USER) throw new ApiError(409, MSG.tooMany(MAX_REGISTRATIONS_PER_USER));
    const row = { id: randomBytes(12).toString('hex'), userId, packageId: personal.packageId, steps: { personal }, documents: {}, submittedAt: null, createdAt: now, updatedAt: now };
    const [inserted] = await tx.insert(registrations).values(row).returning();
    return inserted ?? row;
  });
}

/**
 * Writes one step in one statement after reading the row under lock: the step is saved whole or not at all,
 * and `submittedAt` is set the first time every step is there. `check` sees the locked row (e.g. its documents).
 */
export async function saveStep(
  db: Db,
  target: { userId: string; id: string; now: Date },
  type: InformationType,
  check: (row: RegistrationRow) => Record<string, unknown>,
): Promise<RegistrationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(registrations).where(owned(target.userId, target.id)).for('update');
    if (!row) throw new ApiError(404, MSG.notFound);
    const data = check(row);
    const steps = { ...row.steps, [type]: data };
    const packageId = type === 'personal' ? String(data.packageId) : row.packageId;
    const submittedAt = row.submittedAt ?? (isComplete(steps) ? target.now : null);
    const [updated] = await tx.update(registrations).set({ steps, packageId, submittedAt, updatedAt: target.now }).where(eq(registrations.id, row.id)).returning();
    return updated ?? row;
  });
}

/**
 * Records an uploaded document's metadata (replacing the previous one of that type); answers the row and the
 * replaced document, read under the row's lock (its file is deleted after commit, never one the row still names).
 */
export async function setDocument(
  db: Db,
  target: { userId: string; id: string; now: Date },
  documentType: string,
  meta: Record<string, unknown>,
): Promise<{ row: RegistrationRow; replaced: unknown }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(registrations).where(owned(target.userId, target.id)).for('update');
    if (!row) throw new ApiError(404, MSG.notFound);
    const documents = { ...row.documents, [documentType]: meta };
    const [updated] = await tx.update(registrations).set({ documents, updatedAt: target.now }).where(eq(registrations.id, row.id)).returning();
    return { row: updated ?? row, replaced: row.documents[documentType] };
  });
}

export async function deleteRegistration(db: Db, userId: string, id: string): Promise<RegistrationRow> {
  const [deleted] = await db.delete(registrations).where(owned(userId, id)).returning();
  if (!deleted) throw new ApiError(404, MSG.notFound);
  return deleted;
}
