import { storedFileAnswer } from '../files/schemas.ts';
import type { FilesService } from '../files/files-service.ts';
import type { Registration } from './schemas.ts';
import { DOCUMENT_TYPES, progressOf } from './steps.ts';
import type { RegistrationRow } from './store.ts';

/** What a registration keeps of an uploaded document (the files service's `SavedFile` and the upload time). */
export type StoredDocument = { key: string; contentType: string; bytes: number; uploadedAt: string };

/** The REST shape of a row; each document's file with its owner's signed, expiring link (a `StoredFile`, as KYC's). */
export function toRegistration(row: RegistrationRow, files: Pick<FilesService, 'urlOf'>): Registration {
  const stored = row.documents as Record<string, StoredDocument | undefined>;
  const documents = DOCUMENT_TYPES.flatMap((documentType) => {
    const document = stored[documentType];
    return document ? [{ documentType, file: storedFileAnswer(files, document), uploadedAt: document.uploadedAt }] : [];
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
