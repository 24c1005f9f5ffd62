import { createRoute, z } from '@hono/zod-openapi';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../files/file-kinds.ts';
import type { FileStore } from '../files/file-store.ts';
import { fileField } from '../files/schemas.ts';
import { uploadBody } from '../files/upload-body.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { callerId, requireUser, userOnly } from '../http/user-routes.ts';
import type { StoredDocument } from './answer.ts';
import type { RegistrationsDeps } from './deps.ts';
import { REGISTRATION_MESSAGES as MSG } from './messages.ts';
import { RegistrationSchema, type Registration } from './schemas.ts';
import { DOCUMENT_TYPES } from './steps.ts';
import { findRegistration, setDocument, type RegistrationRow } from './store.ts';

export const DOCUMENT_PATH = '/registration/image/{registrationId}/{documentType}/-1';
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The photo is an image; the passport pages may also be a PDF. */
const rulesOf = (documentType: string) =>
  documentType === 'photo'
    ? { kinds: IMAGE_KINDS, maxBytes: MAX_DOCUMENT_BYTES, label: 'The photo' }
    : { kinds: DOCUMENT_KINDS, maxBytes: MAX_DOCUMENT_BYTES, label: 'The passport scan' };

const DocumentParams = z.object({
  registrationId: z.string().max(64, 'must be at most 64 characters').openapi({ param: { name: 'registrationId', in: 'path' } }),
  documentType: z.enum(DOCUMENT_TYPES, { error: `must be one of ${DOCUMENT_TYPES.join(', ')}` }).openapi({ param: { name: 'documentType', in: 'path' } }),
});

const putRoute = createRoute({
  method: 'put',
  path: DOCUMENT_PATH,
  tags: ['registrations'],
  summary: "Uploads a document of one of the caller's registrations (photo: JPEG, PNG or WebP; passport pages also PDF; at most 5 MB)",
  description: userOnly.description,
  middleware: [requireUser, uploadBody(DOCUMENT_PATH, MAX_DOCUMENT_BYTES)] as const,
  request: { params: DocumentParams, body: { content: { 'multipart/form-data': { schema: z.object({ file: fileField('The document, at most 5 MB') }) } }, required: true } },
  responses: jsonResponses('Uploaded', answerOf(RegistrationSchema), [400, 401, 404, 413]),
});

/** Deletes stored documents (their rows are already gone); a failure leaves an orphan file, never a broken row. */
export async function removeDocuments(store: Pick<FileStore, 'delete'>, documents: unknown[]): Promise<void> {
  await Promise.allSettled(documents.map((document) => store.delete((document as StoredDocument).key)));
}

/** `PUT /registration/image/{registrationId}/{documentType}/-1` (spec §7): sniffed, re-encoded, stored, linked. */
export function documentRoutes({ db, now, files }: RegistrationsDeps, answer: (row: RegistrationRow) => Registration) {
  return createRouter().openapi(putRoute, async (c) => {
    const userId = callerId(c);
    const { registrationId, documentType } = c.req.valid('param');
    await findRegistration(db, userId, registrationId); // 404 before storing anything
    const saved = await files.save(c.req.valid('form').file, { ownerId: userId, purpose: `registration-${documentType.replace('_', '-')}` }, rulesOf(documentType));
    const document: StoredDocument = { key: saved.key, contentType: saved.contentType, bytes: saved.bytes, uploadedAt: now().toISOString() };
    const { row, replaced } = await setDocument(db, { userId, id: registrationId, now: now() }, documentType, document);
    if (replaced) await removeDocuments(files.store, [replaced]);
    return c.json(ok(MSG.uploaded, answer(row)), 200);
  });
}
