import type { Registration } from './schemas.ts';
import { DOCUMENT_TYPES, progressOf } from './steps.ts';
import type { RegistrationRow } from './store.ts';

/** What a registration keeps of an uploaded document (the files service's `SavedFile` and the upload time). */
export type StoredDocument = { key: string; contentType: string; bytes: number; uploadedAt: string };

/** The REST shape of a row; each document with its owner's signed, expiring link (`urlOf`). */
export function toRegistration(row: RegistrationRow, urlOf: (key: string) => string): Registration {
  const stored = row.documents as Record<string, StoredDocument | undefined>;
  const documents = DOCUMENT_TYPES.flatMap((documentType) => {
    const document = stored[documentType];
    return document ? [{ documentType, contentType: document.contentType, size: document.bytes, url: urlOf(document.key), uploadedAt: document.uploadedAt }] : [];
  });
  return {
    _id: row.id,
    packageId: row.packageId,
    steps: row.steps,
    ...progressOf(row.steps),
    documents,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
