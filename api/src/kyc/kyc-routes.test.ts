import { describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { sampleJpegWithExif, samplePdf, samplePdfWithJavaScript, samplePhp, samplePng } from '../files/sample-files.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, newCustomer, ordinaryDeparture, packageIdOf } from '../test-support/commerce.ts';
import { createTestAppOver, testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
type KycData = { kyc: { documentType: string; documentNumber: string; status: string; updatedAt: string; scan: { url: string; contentType: string } } | null; photo: { url: string } | null };
type OrderDocs = { passengers: { passengerIndex: number; kyc: { status: string } | null; documents: { documentType: string; file: { url: string } }[] }[] };

const form = (file: Uint8Array | null, fields: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('file', new File([Buffer.from(file)], 'upload.jpg', { type: 'image/jpeg' }));
  return body;
};
const put = (path: string, token: string, body: FormData) => ctx.app.request(`/api/v1${path}`, { method: 'PUT', headers: { Authorization: token }, body });

async function bookedOrder() {
  const token = await newCustomer(ctx.app);
  const departure = await ordinaryDeparture(ctx.app, 'tirupati-balaji-darshan');
  await addToCart(ctx.app, token, { packageID: packageIdOf('tirupati-balaji-darshan'), yatraDate: departure.date, PassengerList: [await addTraveller(ctx.app, token)] });
  const paid = await completeThroughPage(ctx.app, token, (await initiate(ctx.app, token)).body.data);
  return { token, orderId: paid.body.data.order._id };
}

describe('the user KYC', () => {
  it('is submitted PENDING with a scan, served by its signed link, and verified by staff', async () => {
    const token = await newCustomer(ctx.app);
    const saved = await put('/user/update-kyc', token, form(await sampleJpegWithExif(), { documentType: 'PAN', documentNumber: 'abcde 1234f' }));
    const { data } = (await saved.json()) as { data: KycData };
    expect(data.kyc).toMatchObject({ documentType: 'PAN', documentNumber: 'ABCDE1234F', status: 'PENDING', scan: { contentType: 'image/jpeg' } });
    expect((await ctx.app.request(data.kyc!.scan.url)).status).toBe(200);
    const userId = data.kyc!.scan.url.split('/')[2]!;
    const seen = await call<{ data: KycData }>(ctx.app, 'GET', `/kyc/users/${userId}`, { token: DEV_STAFF_TOKEN });
    expect(seen.body.data.kyc).toMatchObject({ documentNumber: 'ABCDE1234F', status: 'PENDING', updatedAt: data.kyc!.updatedAt });
    const staff = await call(ctx.app, 'PUT', `/kyc/users/${userId}/status`, { token: DEV_STAFF_TOKEN, body: { status: 'VERIFIED', expectedUpdatedAt: seen.body.data.kyc!.updatedAt } });
    expect(staff.body).toMatchObject({ data: { status: 'VERIFIED' } });
    expect((await call(ctx.app, 'PUT', `/kyc/users/${userId}/status`, { token, body: { status: 'VERIFIED', expectedUpdatedAt: data.kyc!.updatedAt } })).status).toBe(403);
    expect((await call(ctx.app, 'GET', `/kyc/users/${userId}`, { token })).status).toBe(403);
  });

  it('refuses to verify a document swapped after staff read it (409), and verifies the one on file once staff read it again', async () => {
    const token = await newCustomer(ctx.app);
    const first = (await (await put('/user/update-kyc', token, form(samplePdf(), { documentType: 'PAN', documentNumber: 'ABCDE1234F' }))).json()) as { data: KycData };
    const userId = first.data.kyc!.scan.url.split('/')[2]!;
    const seen = (await call<{ data: KycData }>(ctx.app, 'GET', `/kyc/users/${userId}`, { token: DEV_STAFF_TOKEN })).body.data.kyc!;
    // The user swaps the document (same number, another scan) after staff read it: a new `updatedAt`, even within one millisecond.
    const swapped = (await (await put('/user/update-kyc', token, form(await samplePng(), { documentType: 'PAN', documentNumber: 'ABCDE1234F' }))).json()) as { data: KycData };
    expect(swapped.data.kyc!.updatedAt).not.toBe(seen.updatedAt);
    const stale = await call(ctx.app, 'PUT', `/kyc/users/${userId}/status`, { token: DEV_STAFF_TOKEN, body: { status: 'VERIFIED', expectedUpdatedAt: seen.updatedAt } });
    expect(stale.body).toEqual({ status: 409, message: 'The document changed since you opened it. Reload and check it again.' });
    expect((await call<{ data: KycData }>(ctx.app, 'GET', '/user/kyc', { token })).body.data.kyc).toMatchObject({ status: 'PENDING', scan: { contentType: 'image/png' } });
    const again = (await call<{ data: KycData }>(ctx.app, 'GET', `/kyc/users/${userId}`, { token: DEV_STAFF_TOKEN })).body.data.kyc!;
    const verified = await call(ctx.app, 'PUT', `/kyc/users/${userId}/status`, { token: DEV_STAFF_TOKEN, body: { status: 'VERIFIED', expectedUpdatedAt: again.updatedAt } });
    expect(verified.body).toMatchObject({ status: 200, data: { status: 'VERIFIED', scan: { contentType: 'image/png' } } });
    expect((await call(ctx.app, 'PUT', `/kyc/users/${userId}/status`, { token: DEV_STAFF_TOKEN, body: { status: 'VERIFIED' } })).status).toBe(400);
  });

  it('gives every save its own updatedAt even when the clock stands still, so a swap in the same millisecond is still 409', async () => {
    const token = await newCustomer(ctx.app);
    const at = new Date();
    const frozen = createTestAppOver(ctx.database, { now: () => at }).app;
    const save = async (file: Uint8Array) => ((await (await frozen.request('/api/v1/user/update-kyc', { method: 'PUT', headers: { Authorization: token }, body: form(file, { documentType: 'PAN', documentNumber: 'ABCDE1234F' }) })).json()) as { data: KycData }).data.kyc!;
    const seen = await save(samplePdf());
    const swapped = await save(await samplePng());
    expect([seen.updatedAt, swapped.updatedAt]).toEqual([at.toISOString(), new Date(at.getTime() + 1).toISOString()]);
    const userId = seen.scan.url.split('/')[2]!;
    expect((await call(frozen, 'PUT', `/kyc/users/${userId}/status`, { token: DEV_STAFF_TOKEN, body: { status: 'VERIFIED', expectedUpdatedAt: seen.updatedAt } })).status).toBe(409);
  });

  it('checks the number per document type and needs a scan the first time', async () => {
    const token = await newCustomer(ctx.app);
    expect(await (await put('/user/update-kyc', token, form(samplePdf(), { documentType: 'AADHAAR', documentNumber: '1234 5678 9012' }))).json()).toEqual({ status: 400, message: 'An Aadhaar number is 12 digits and does not start with 0 or 1' });
    expect(await (await put('/user/update-kyc', token, form(null, { documentType: 'PASSPORT', documentNumber: 'K1234567' }))).json()).toEqual({ status: 400, message: 'Attach a scan or photo of the document' });
  });

  it('refuses a PHP file named .jpg and a PDF with JavaScript', async () => {
    const token = await newCustomer(ctx.app);
    const fields = { documentType: 'PASSPORT', documentNumber: 'K1234567' };
    expect(await (await put('/user/update-kyc', token, form(samplePhp(), fields))).json()).toEqual({ status: 400, message: 'The document must be a JPEG, PNG, WebP or PDF file' });
    expect((await put('/user/update-kyc', token, form(samplePdfWithJavaScript(), fields))).status).toBe(400);
  });

  it('replaces the profile photo', async () => {
    const token = await newCustomer(ctx.app);
    const first = (await (await put('/user/image/profile/-1', token, form(await samplePng()))).json()) as { data: KycData };
    const second = (await (await put('/user/image/profile/-1', token, form(await samplePng(4, 4)))).json()) as { data: KycData };
    expect(second.data.photo!.url).not.toBe(first.data.photo!.url);
    expect((await ctx.app.request(first.data.photo!.url)).status).toBe(404);
  });
});

describe('concurrent KYC uploads', () => {
  const fields = { documentType: 'PASSPORT', documentNumber: 'K1234567' };
  it('leave the row pointing at a scan that still exists', async () => {
    const token = await newCustomer(ctx.app);
    await put('/user/update-kyc', token, form(samplePdf(), fields));
    await Promise.all([0, 1, 2, 3].map((n) => put('/user/update-kyc', token, form(n % 2 ? null : samplePdf(), fields))));
    const { data } = (await call<{ data: KycData }>(ctx.app, 'GET', '/user/kyc', { token })).body;
    expect((await ctx.app.request(data.kyc!.scan.url)).status).toBe(200);
  });

  it('leave the profile photo row pointing at a photo that still exists', async () => {
    const token = await newCustomer(ctx.app);
    await Promise.all([1, 2, 3].map(async (n) => put('/user/image/profile/-1', token, form(await samplePng(n, n)))));
    const { data } = (await call<{ data: KycData }>(ctx.app, 'GET', '/user/kyc', { token })).body;
    expect((await ctx.app.request(data.photo!.url)).status).toBe(200);
  });
});

describe('order passengers', () => {
  it("take KYC and documents on the caller's order only; another user's order is 404", async () => {
    const { token, orderId } = await bookedOrder();
    const kyc = await call<{ data: OrderDocs }>(ctx.app, 'PUT', `/order-passenger/update-kyc/${orderId}/0`, { token, body: { documentType: 'PASSPORT', documentNumber: 'k1234567' } });
    expect(kyc.body.data.passengers[0]!.kyc).toMatchObject({ status: 'PENDING' });
    const uploaded = (await (await put(`/order-passenger/document/${orderId}/0/VISA`, token, form(samplePdf()))).json()) as { data: OrderDocs };
    expect(uploaded.data.passengers[0]!.documents).toMatchObject([{ documentType: 'VISA' }]);

    const stranger = await newCustomer(ctx.app);
    expect((await call(ctx.app, 'GET', `/order-passenger/documents/${orderId}`, { token: stranger })).status).toBe(404);
    expect((await put(`/order-passenger/document/${orderId}/0/VISA`, stranger, form(samplePdf()))).status).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/order-passenger/document/${orderId}/0/VISA`, { token: stranger })).status).toBe(404);
    expect((await call(ctx.app, 'PUT', `/order-passenger/update-kyc/${orderId}/5`, { token, body: { documentType: 'PASSPORT', documentNumber: 'K1234567' } })).status).toBe(404);

    const deleted = await call<{ data: OrderDocs }>(ctx.app, 'DELETE', `/order-passenger/document/${orderId}/0/VISA`, { token });
    expect(deleted.body.data.passengers[0]!.documents).toEqual([]);
  });
});
