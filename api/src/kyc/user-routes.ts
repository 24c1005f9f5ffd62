import { createRoute } from '@hono/zod-openapi';
import { uploadBody } from '../files/upload-body.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId, requireUser, userOnly } from '../http/user-routes.ts';
import { kycAnswer, photoAnswer } from './answers.ts';
import type { KycDeps } from './deps.ts';
import { documentNumberProblem, normalizeDocumentNumber } from './document-types.ts';
import { KYC_MESSAGES as MSG } from './messages.ts';
import { FileForm, ImageParams, KycForm, UserKycAnswerSchema } from './schemas.ts';
import { DOCUMENT_RULES, PHOTO_RULES } from './upload-rules.ts';
import { readUserKyc, savePhoto, saveUserKyc } from './user-store.ts';

const KYC_PATH = '/user/update-kyc';
const IMAGE_PATH = '/user/image/{imageType}/-1';
const multipart = <T>(schema: T) => ({ body: { content: { 'multipart/form-data': { schema } }, required: true } });
const answer = jsonResponses('The caller\'s KYC and photo', answerOf(UserKycAnswerSchema), [400, 401, 413]);

/** The caller's KYC and profile photo (spec §7 `PUT /user/update-kyc`, `PUT /user/image/{x}/-1`). */
export function userKycRoutes({ db, now, files }: KycDeps) {
  const whole = async (userId: string) => {
    const { kyc, photo } = await readUserKyc(db, userId);
    return { kyc: kycAnswer(files, kyc), photo: photoAnswer(files, photo) };
  };
  return createRouter()
    .openapi(createRoute({ method: 'get', path: '/user/kyc', tags: ['kyc'], summary: "The caller's KYC and photo, with signed links", ...userOnly, responses: answer }), async (c) =>
      c.json(ok(OK_MESSAGE, await whole(callerId(c))), 200),
    )
    .openapi(
      createRoute({ method: 'put', path: KYC_PATH, tags: ['kyc'], summary: 'Submits the caller\'s identity document (type, number, scan): PENDING until staff verify it', description: userOnly.description, middleware: [requireUser, uploadBody(KYC_PATH, DOCUMENT_RULES.maxBytes, DOCUMENT_RULES.label)] as const, request: multipart(KycForm), responses: answer }),
      async (c) => {
        const userId = callerId(c);
        const form = c.req.valid('form');
        const documentNumber = normalizeDocumentNumber(form.documentNumber);
        const problem = documentNumberProblem(form.documentType, documentNumber);
        if (problem) throw new ApiError(400, problem);
        const scan = form.file ? await files.save(form.file, { ownerId: userId, purpose: 'kyc' }, DOCUMENT_RULES) : null;
        const { replacedKey } = await saveUserKyc(db, userId, { documentType: form.documentType, documentNumber, scan }, now());
        if (replacedKey) await files.store.delete(replacedKey);
        return c.json(ok(MSG.saved, await whole(userId)), 200);
      },
    )
    .openapi(
      createRoute({ method: 'put', path: IMAGE_PATH, tags: ['kyc'], summary: "Replaces the caller's profile photo (`imageType` is `profile`)", description: userOnly.description, middleware: [requireUser, uploadBody(IMAGE_PATH, PHOTO_RULES.maxBytes, PHOTO_RULES.label)] as const, request: { params: ImageParams, ...multipart(FileForm('JPEG, PNG or WebP, at most 5 MB')) }, responses: answer }),
      async (c) => {
        const userId = callerId(c);
        if (c.req.valid('param').imageType !== 'profile') throw new ApiError(400, MSG.onlyProfileImage);
        const replacedKey = await savePhoto(db, userId, await files.save(c.req.valid('form').file, { ownerId: userId, purpose: 'photo' }, PHOTO_RULES), now());
        if (replacedKey) await files.store.delete(replacedKey);
        return c.json(ok(MSG.photoSaved, await whole(userId)), 200);
      },
    );
}
