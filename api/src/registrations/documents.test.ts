import { describe, expect, it } from 'vitest';
import { samplePdf, samplePhp, samplePng } from '../files/sample-files.ts';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Registration } from './schemas.ts';
import { saveStep, signedInUser, startRegistration, STEP_BODIES } from './test-support.ts';

const ctx = testAppPerFile();

const upload = (token: string, registrationId: string, documentType: string, bytes: Uint8Array, name = 'scan.png') => {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type: 'image/png' }));
  return ctx.app.request(`/api/v1/registration/image/${registrationId}/${documentType}/-1`, { method: 'PUT', headers: { Authorization: token }, body: form });
};

describe('PUT /registration/image/{registrationId}/{documentType}/-1', () => {
  it('stores the photo and passport pages behind signed links, then the documents step completes the registration', async () => {
    const token = await signedInUser(ctx.app);
    const { _id } = await startRegistration(ctx.app, token);
    for (const [type, body] of Object.entries(STEP_BODIES).filter(([type]) => type !== 'personal')) await saveStep(ctx.app, token, type, body, _id);
    expect((await upload(token, _id, 'photo', await samplePng())).status).toBe(200);
    expect((await upload(token, _id, 'passport_front', samplePdf(), 'front.pdf')).status).toBe(200);
    const last = await upload(token, _id, 'passport_back', await samplePng());
    const { data } = (await last.json()) as { data: Registration };
    expect(data.documents.map((document) => [document.documentType, document.file.contentType])).toEqual([['photo', 'image/png'], ['passport_front', 'application/pdf'], ['passport_back', 'image/png']]);
    const photo = await ctx.app.request(data.documents[0]?.file.url ?? '');
    expect(photo.headers.get('content-type')).toBe('image/png');
    const done = await saveStep(ctx.app, token, 'documents', {}, _id);
    expect(done.body.data).toMatchObject({ nextStep: null, completedSteps: ['personal', 'passport', 'address', 'emergency_contact', 'medical_declaration', 'documents'] });
    expect(done.body.data.submittedAt).not.toBeNull();
  });

  it('leaves the row on a file that still exists after concurrent uploads', async () => {
    const token = await signedInUser(ctx.app);
    const { _id } = await startRegistration(ctx.app, token);
    const answers = await Promise.all([1, 2, 3, 4].map(async (n) => upload(token, _id, 'photo', await samplePng(n, n))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const { body } = await call<{ data: Registration }>(ctx.app, 'GET', `/registration/${_id}`, { token });
    expect((await ctx.app.request(body.data.documents[0]?.file.url ?? '')).status).toBe(200);
  });

  it('refuses a PHP file named .png, a PDF photo and another user’s registration', async () => {
    const token = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const { _id } = await startRegistration(ctx.app, token);
    expect((await upload(token, _id, 'passport_front', samplePhp(), 'shell.png')).status).toBe(400);
    expect((await upload(token, _id, 'photo', samplePdf(), 'photo.pdf')).status).toBe(400);
    expect(await (await upload(stranger, _id, 'photo', await samplePng())).json()).toEqual({ status: 404, message: 'Registration not found' });
    expect((await upload(token, _id, 'visa', await samplePng())).status).toBe(400);
    expect((await call<{ data: Registration }>(ctx.app, 'GET', `/registration/${_id}`, { token })).body.data.documents).toEqual([]);
  });
});
