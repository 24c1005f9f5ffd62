import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userKyc, userPhotos } from '../db/schema/kyc.ts';
import type { SavedFile } from '../files/files-service.ts';
import { ApiError } from '../http/errors.ts';
import type { KycDocumentType, KycStatus } from './document-types.ts';
import { KYC_MESSAGES as MSG } from './messages.ts';

export type UserKycRow = typeof userKyc.$inferSelect;
export type UserPhotoRow = typeof userPhotos.$inferSelect;

export async function readUserKyc(db: Db, userId: string): Promise<{ kyc: UserKycRow | null; photo: UserPhotoRow | null }> {
  const [[kyc], [photo]] = await Promise.all([
    db.select().from(userKyc).where(eq(userKyc.userId, userId)),
    db.select().from(userPhotos).where(eq(userPhotos.userId, userId)),
  ]);
  return { kyc: kyc ?? null, photo: photo ?? null };
}

/** A row's next `updated_at`: now, or just after the last one, so that every change has its own (a staff precondition). */
const nextUpdatedAt = (now: Date, previous: Date | undefined) => (previous && now.getTime() <= previous.getTime() ? new Date(previous.getTime() + 1) : now);

export type KycChange = { documentType: KycDocumentType; documentNumber: string; scan: SavedFile | null };
/** The saved row and the key of the scan it replaced (to delete from the store after commit), or null. */
export type KycSaved = { saved: UserKycRow; replacedKey: string | null };

/**
 * Saves the caller's KYC as PENDING (a new number or scan is checked again), with the new scan or the stored one,
 * read under the row's lock: a concurrent upload never leaves the row on a scan another request deletes.
 */
export async function saveUserKyc(db: Db, userId: string, change: KycChange, now: Date): Promise<KycSaved> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(userKyc).where(eq(userKyc.userId, userId)).for('update');
    if (!change.scan && !stored) throw new ApiError(400, MSG.scanRequired);
    const scan = change.scan
      ? { scanKey: change.scan.key, scanContentType: change.scan.contentType, scanBytes: change.scan.bytes }
      : { scanKey: stored!.scanKey, scanContentType: stored!.scanContentType, scanBytes: stored!.scanBytes };
    const row = { userId, documentType: change.documentType, documentNumber: change.documentNumber, status: 'PENDING' as KycStatus, rejectionReason: null, ...scan, updatedAt: nextUpdatedAt(now, stored?.updatedAt) };
    const [saved] = await tx.insert(userKyc).values(row).onConflictDoUpdate({ target: userKyc.userId, set: row }).returning();
    return { saved: saved!, replacedKey: change.scan && stored ? stored.scanKey : null };
  });
}

export type StatusChange = { status: KycStatus; reason: string | null; expectedUpdatedAt: Date };

/**
 * Staff set the KYC's state, with the row locked, only if it is still the one they checked: its `updatedAt` is
 * the one they name (docs/security.md §36); a document saved since is 409. No KYC: null.
 */
export async function setKycStatus(db: Db, userId: string, change: StatusChange, now: Date): Promise<UserKycRow | null> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(userKyc).where(eq(userKyc.userId, userId)).for('update');
    if (!stored) return null;
    if (stored.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw new ApiError(409, MSG.documentChanged);
    const values = { status: change.status, rejectionReason: change.status === 'REJECTED' ? change.reason : null, updatedAt: nextUpdatedAt(now, stored.updatedAt) };
    const [row] = await tx.update(userKyc).set(values).where(eq(userKyc.userId, userId)).returning();
    return row!;
  });
}

/** Saves the caller's photo; answers the key of the photo it replaced (read under the row's lock), or null. */
export async function savePhoto(db: Db, userId: string, file: SavedFile, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ fileKey: userPhotos.fileKey }).from(userPhotos).where(eq(userPhotos.userId, userId)).for('update');
    const row = { userId, fileKey: file.key, contentType: file.contentType, bytes: file.bytes, updatedAt: now };
    await tx.insert(userPhotos).values(row).onConflictDoUpdate({ target: userPhotos.userId, set: row });
    return previous?.fileKey ?? null;
  });
}
