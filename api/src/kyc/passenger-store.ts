import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderPassengerDocuments, orderPassengerKyc } from '../db/schema/kyc.ts';
import type { SavedFile } from '../files/files-service.ts';
import type { KycDocumentType, PassengerDocumentType } from './document-types.ts';

export type PassengerKycRow = typeof orderPassengerKyc.$inferSelect;
export type PassengerDocumentRow = typeof orderPassengerDocuments.$inferSelect;
type Passenger = { orderId: string; passengerIndex: number };

export async function readOrderDocuments(db: Db, orderId: string): Promise<{ kyc: PassengerKycRow[]; documents: PassengerDocumentRow[] }> {
  const [kyc, documents] = await Promise.all([
    db.select().from(orderPassengerKyc).where(eq(orderPassengerKyc.orderId, orderId)),
    db.select().from(orderPassengerDocuments).where(eq(orderPassengerDocuments.orderId, orderId)).orderBy(asc(orderPassengerDocuments.documentType)),
  ]);
  return { kyc, documents };
}

export async function savePassengerKyc(db: Db, at: Passenger, change: { documentType: KycDocumentType; documentNumber: string }, now: Date): Promise<void> {
  const row = { ...at, ...change, status: 'PENDING', updatedAt: now };
  await db.insert(orderPassengerKyc).values(row).onConflictDoUpdate({ target: [orderPassengerKyc.orderId, orderPassengerKyc.passengerIndex], set: row });
}

const documentWhere = (at: Passenger, documentType: PassengerDocumentType) =>
  and(eq(orderPassengerDocuments.orderId, at.orderId), eq(orderPassengerDocuments.passengerIndex, at.passengerIndex), eq(orderPassengerDocuments.documentType, documentType));

/** Saves a passenger's document; answers the key of the file it replaced (to delete from the store), or null. */
export async function savePassengerDocument(db: Db, at: Passenger, documentType: PassengerDocumentType, file: SavedFile, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(orderPassengerDocuments).where(documentWhere(at, documentType)).for('update');
    const row = { ...at, documentType, fileKey: file.key, contentType: file.contentType, bytes: file.bytes, uploadedAt: now };
    await tx.insert(orderPassengerDocuments).values(row).onConflictDoUpdate({ target: [orderPassengerDocuments.orderId, orderPassengerDocuments.passengerIndex, orderPassengerDocuments.documentType], set: row });
    return previous?.fileKey ?? null;
  });
}

/** Deletes a passenger's document; answers its file key, or null when there was none. */
export async function deletePassengerDocument(db: Db, at: Passenger, documentType: PassengerDocumentType): Promise<string | null> {
  const [deleted] = await db.delete(orderPassengerDocuments).where(documentWhere(at, documentType)).returning();
  return deleted?.fileKey ?? null;
}
