import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { paymentProofs } from '../db/schema/payments.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { acceptUpload } from '../files/accept-upload.ts';
import { contentDispositionOf } from '../files/content-disposition.ts';
import { uploadBody } from '../files/upload-body.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId, requireUser, userOnly } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { MAX_PROOF_BYTES, PROOF_RULES } from './proof-type.ts';
import { ProofParams } from './schemas.ts';
import { findOwnPayment } from './store.ts';

export const PROOF_PATH = '/payment/history/image/{orderId}/{paymentId}/{index}';

const FileField = z
  .custom<File>((value) => value instanceof File, 'must be a file')
  .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or PDF, at most 5 MB' });

const limit = uploadBody(PROOF_PATH, MAX_PROOF_BYTES, PROOF_RULES.label);

const putRoute = createRoute({
  method: 'put',
  path: PROOF_PATH,
  tags: ['payments'],
  summary: 'Uploads the proof (receipt photo or PDF) of a payment of one of the caller\'s orders',
  description: userOnly.description,
  middleware: [requireUser, limit] as const,
  request: { params: ProofParams, body: { content: { 'multipart/form-data': { schema: z.object({ file: FileField }) } }, required: true } },
  responses: jsonResponses('Saved', answerOf(z.object({ path: z.string(), contentType: z.string(), bytes: z.number().int() })), [400, 401, 404, 413]),
});

const getRoute = createRoute({
  method: 'get',
  path: PROOF_PATH,
  tags: ['payments'],
  summary: 'The uploaded proof of a payment',
  ...userOnly,
  request: { params: ProofParams },
  responses: {
    ...jsonResponses('unused', z.object({}), [401, 404]),
    200: { description: 'The file (JPEG, PNG or PDF)', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
  },
});

/** Proofs of offline payments, stored in the database (`payment_proofs`), up to 5 per payment. */
export function proofRoutes({ db, now }: PaymentsDeps) {
  return createRouter()
    .openapi(putRoute, async (c) => {
      const userId = callerId(c);
      const { orderId, paymentId, index } = c.req.valid('param');
      const payment = await findOwnPayment(db, userId, paymentId);
      if (payment.orderId !== orderId) throw new ApiError(404, MSG.notFound);
      // Sniffed, images re-encoded without metadata, PDFs with scripts refused (src/files/accept-upload.ts).
      const { bytes, contentType } = await acceptUpload(c.req.valid('form').file, PROOF_RULES);
      const row = { paymentId, index, contentType, bytes, createdAt: now() };
      await db.insert(paymentProofs).values(row).onConflictDoUpdate({ target: [paymentProofs.paymentId, paymentProofs.index], set: { contentType, bytes, createdAt: row.createdAt } });
      const path = `/api/v1/payment/history/image/${orderId}/${paymentId}/${index}`;
      return c.json(ok(MSG.proofSaved, { path, contentType, bytes: bytes.byteLength }), 200);
    })
    .openapi(getRoute, async (c) => {
      const { orderId, paymentId, index } = c.req.valid('param');
      const payment = await findOwnPayment(db, callerId(c), paymentId);
      const [proof] = await db.select().from(paymentProofs).where(and(eq(paymentProofs.paymentId, paymentId), eq(paymentProofs.index, index)));
      if (payment.orderId !== orderId || !proof) throw new ApiError(404, 'Proof not found');
      return c.body(Buffer.from(proof.bytes), 200, { 'content-type': proof.contentType, 'x-content-type-options': 'nosniff', 'content-disposition': contentDispositionOf(proof.contentType, `proof-${paymentId}-${index}.pdf`) }) as never;
    });
}
