import { createRoute } from '@hono/zod-openapi';
import { uploadBody } from '../files/upload-body.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, requireUser, userOnly } from '../http/user-routes.ts';
import { orderDocumentsAnswer } from './answers.ts';
import type { KycDeps } from './deps.ts';
import { documentNumberProblem, normalizeDocumentNumber } from './document-types.ts';
import { KYC_MESSAGES as MSG } from './messages.ts';
import { deletePassengerDocument, readOrderDocuments, savePassengerDocument, savePassengerKyc } from './passenger-store.ts';
import { DocumentParams, FileForm, OrderDocumentsSchema, OrderParam, PassengerKycBody, PassengerParams } from './schemas.ts';
import { DOCUMENT_RULES } from './upload-rules.ts';

const DOCUMENT_PATH = '/order-passenger/document/{orderId}/{passengerIndex}/{documentType}';
const answer = jsonResponses("The order's passengers with their KYC and documents", answerOf(OrderDocumentsSchema), [400, 401, 404, 413]);
const route = (method: 'get' | 'put' | 'delete', path: string, summary: string) => ({ method, path, tags: ['kyc'], summary });

/** KYC and documents of the passengers of the caller's orders (spec §7 `/order-passenger/*`); anyone else's order is 404. */
export function passengerKycRoutes({ db, now, files, orders }: KycDeps) {
  /** The passenger count of the caller's order; 404 for another's order or a passenger it does not have. */
  const ownPassengers = async (userId: string, orderId: string, passengerIndex?: number) => {
    const count = await orders.passengerCountOf(db, userId, orderId);
    if (passengerIndex !== undefined && passengerIndex >= count) throw new ApiError(404, MSG.orderNotFound);
    return count;
  };
  const whole = async (orderId: string, count: number) => orderDocumentsAnswer(files, orderId, count, await readOrderDocuments(db, orderId));
  return createRouter()
    .openapi(createRoute({ ...route('get', '/order-passenger/documents/{orderId}', "The passengers' KYC and documents of one of the caller's orders"), ...userOnly, request: { params: OrderParam }, responses: answer }), async (c) => {
      const { orderId } = c.req.valid('param');
      return c.json(ok(OK_MESSAGE, await whole(orderId, await ownPassengers(callerId(c), orderId))), 200);
    })
    .openapi(
      createRoute({ ...route('put', '/order-passenger/update-kyc/{orderId}/{passengerIndex}', "Saves a passenger's identity document type and number (PENDING)"), ...userOnly, request: { params: PassengerParams, ...jsonBody(PassengerKycBody) }, responses: answer }),
      async (c) => {
        const { orderId, passengerIndex } = c.req.valid('param');
        const count = await ownPassengers(callerId(c), orderId, passengerIndex);
        const body = c.req.valid('json');
        const documentNumber = normalizeDocumentNumber(body.documentNumber);
        const problem = documentNumberProblem(body.documentType, documentNumber);
        if (problem) throw new ApiError(400, problem);
        await savePassengerKyc(db, { orderId, passengerIndex }, { documentType: body.documentType, documentNumber }, now());
        return c.json(ok(MSG.passengerKycSaved, await whole(orderId, count)), 200);
      },
    )
    .openapi(
      createRoute({ ...route('put', DOCUMENT_PATH, "Uploads (or replaces) a passenger's document"), description: userOnly.description, middleware: [requireUser, uploadBody(DOCUMENT_PATH, DOCUMENT_RULES.maxBytes, DOCUMENT_RULES.label)] as const, request: { params: DocumentParams, body: { content: { 'multipart/form-data': { schema: FileForm('JPEG, PNG, WebP or PDF, at most 5 MB') } }, required: true } }, responses: answer }),
      async (c) => {
        const userId = callerId(c);
        const { orderId, passengerIndex, documentType } = c.req.valid('param');
        const count = await ownPassengers(userId, orderId, passengerIndex);
        const saved = await files.save(c.req.valid('form').file, { ownerId: userId, purpose: 'passenger-documents' }, DOCUMENT_RULES);
        const replaced = await savePassengerDocument(db, { orderId, passengerIndex }, documentType, saved, now());
        if (replaced) await files.store.delete(replaced);
        return c.json(ok(MSG.documentSaved, await whole(orderId, count)), 200);
      },
    )
    .openapi(createRoute({ ...route('delete', DOCUMENT_PATH, "Deletes a passenger's document"), ...userOnly, request: { params: DocumentParams }, responses: answer }), async (c) => {
      const { orderId, passengerIndex, documentType } = c.req.valid('param');
      const count = await ownPassengers(callerId(c), orderId, passengerIndex);
      const deleted = await deletePassengerDocument(db, { orderId, passengerIndex }, documentType);
      if (!deleted) throw new ApiError(404, MSG.documentNotFound);
      await files.store.delete(deleted);
      return c.json(ok(MSG.documentDeleted, await whole(orderId, count)), 200);
    });
}
