/**
 * KYC and uploads (issue 13) over real HTTP: the refusals of the files foundation (a PHP file named .jpg, a 30 MB
 * image, a PDF with JavaScript), signed links that expire, owners only (another user's order 404s), and one REST
 * call per mutation.
 */
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTraveller, commerceSteps, departureWithSeats, onSalePackages, type OrderAnswer } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { fileOf, PDF_WITH_JAVASCRIPT, PLAIN_PDF, PNG_8X8, putDeclaringLength, runUpload } from '../support/uploads.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const CLIENT_IP = '198.51.100.13';
const client = contractClient(stack, { mobilePrefix: '85', clientIp: CLIENT_IP, label: 'kyc' });
const steps = commerceSteps(client, stack);

const STORED = 'url contentType isImage byteSize';
const ERRORS = 'userErrors { code message field }';
const UPDATE_KYC = `mutation($input: UpdateKycInput!) { updateKyc(input: $input) { kyc { documentType documentNumber status scan { ${STORED} } } ${ERRORS} } }`;
const UPLOAD_DOCUMENT = `mutation($input: UploadPassengerDocumentInput!) { uploadPassengerDocument(input: $input) { passengers { passengerIndex documents { documentType file { ${STORED} } } } ${ERRORS} } }`;
type Stored = { url: string; contentType: string; isImage: boolean; byteSize: number };
type UserError = { code: string; message: string; field: string | null };
type KycResult = { updateKyc: { kyc: { documentType: string; documentNumber: string; status: string; scan: Stored } | null; userErrors: UserError[] } };
type DocumentResult = { uploadPassengerDocument: { passengers: { documents: { documentType: string; file: Stored }[] }[] | null; userErrors: UserError[] } };

const passport = { documentType: 'PASSPORT', documentNumber: 'k 1234567' };
const updateKyc = (token: string, scan: File) => runUpload<KycResult>(stack, UPDATE_KYC, { input: { ...passport, scan: null } }, { 'input.scan': scan }, token, CLIENT_IP);
/** A link of the dev secret (the contract stack keeps FILE_URL_SECRET unset), to prove the api's expiry check. */
const signedPath = (key: string, expires: number) => `/files/${key}?expires=${expires}&signature=${createHmac('sha256', 'dev-file-url-secret-change-me').update(`${key}\n${expires}`).digest('hex')}`;

let owner = '';
let order: OrderAnswer;
beforeAll(async () => {
  const [card] = (await onSalePackages(stack, 'kailash-mansarovar')).filter((candidate) => !candidate.prices.isApplySeatOption);
  const departure = card ? await departureWithSeats(stack, card._id, 1) : null;
  if (!card || !departure) throw new Error('the seed has no ordinary Kailash package with a seat');
  owner = await client.signedInUser();
  const traveller = await addTraveller(client, owner, 'Asha', '1962-08-15');
  order = await steps.bookAndPay(owner, { packageId: Buffer.from(`Package:${card._id}`).toString('base64'), date: departure.date, travellerIds: [traveller] });
});

describe('upload refusals', () => {
  it('refuses a PHP script named photo.jpg: the type is told by the bytes', async () => {
    const token = await client.signedInUser();
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => updateKyc(token, fileOf('<?php system($_GET["c"]); ?>', 'photo.jpg', 'image/jpeg')));
    expect(result.data?.updateKyc).toEqual({ kyc: null, userErrors: [{ code: 'INVALID_INPUT', message: 'The document must be a JPEG, PNG, WebP or PDF file', field: 'scan' }] });
    expect(calls).toHaveLength(1);
  });

  it('refuses a 30 MB image with 413, at the gateway and at the api', async () => {
    const token = await client.signedInUser();
    const huge = fileOf(new Uint8Array(30 * 1024 * 1024).fill(0xff), 'huge.jpg', 'image/jpeg');
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => updateKyc(token, huge));
    expect(result.status).toBe(413);
    expect(calls).toHaveLength(0);
    // The api answers from the declared length before reading a byte (sending all 30 MB would race its drain).
    const direct = await putDeclaringLength(`${stack.apiBaseUrl}/user/update-kyc`, token, 30 * 1024 * 1024);
    expect(direct.status).toBe(413);
    expect(JSON.parse(direct.body)).toEqual({ status: 413, message: 'The document must be at most 5 MB' });
  });

  it('refuses a PDF with JavaScript', async () => {
    const token = await client.signedInUser();
    const { data } = await updateKyc(token, fileOf(PDF_WITH_JAVASCRIPT, 'scan.pdf', 'application/pdf'));
    expect(data?.updateKyc.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'The PDF contains scripts or automatic actions: upload a plain PDF (print it to PDF again)', field: 'scan' }]);
  });
});

describe('KYC and signed links', () => {
  it('saves the KYC in one REST call; its signed link serves the file until it expires', async () => {
    const token = await client.signedInUser();
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => updateKyc(token, fileOf(PNG_8X8, 'passport.png', 'image/png')));
    const kyc = result.data?.updateKyc.kyc;
    expect(kyc).toMatchObject({ documentType: 'PASSPORT', documentNumber: 'K1234567', status: 'PENDING', scan: { contentType: 'image/png', isImage: true } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/v1/user/update-kyc']);
    const served = await fetch(kyc!.scan.url);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([200, 'image/png', 'nosniff']);
    const key = new URL(kyc!.scan.url).pathname.slice('/files/'.length);
    expect((await fetch(`${stack.apiOrigin}${signedPath(key, Math.floor(Date.now() / 1000) - 60)}`)).status).toBe(403);
    expect((await fetch(kyc!.scan.url.replace(/signature=[0-9a-f]/, 'signature=x'))).status).toBe(404);
    const { viewer } = await client.run<{ viewer: { kyc: { status: string } | null } }>('{ viewer { kyc { status } photo { url } } }', {}, token);
    expect(viewer.kyc).toEqual({ status: 'PENDING' });
  });
});

describe('staff verifying a KYC', () => {
  type StaffKyc = { status: number; message: string; data?: { kyc?: { updatedAt: string; status: string; scan: { contentType: string } }; status?: string } };
  const staff = async (method: 'GET' | 'PUT', path: string, body?: unknown): Promise<StaffKyc> => {
    const headers = { authorization: `Bearer ${stack.staffToken}`, ...(body ? { 'content-type': 'application/json' } : {}) };
    return (await fetch(`${stack.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(15_000) })).json() as Promise<StaffKyc>;
  };

  it('refuses to verify a document the user swapped after staff read it, and verifies the one staff read again', async () => {
    const token = await client.signedInUser();
    const userId = (await client.run<{ viewer: { internalId: string } }>('{ viewer { internalId } }', {}, token)).viewer.internalId;
    await updateKyc(token, fileOf(PLAIN_PDF, 'passport.pdf', 'application/pdf'));
    const seen = (await staff('GET', `/kyc/users/${userId}`)).data!.kyc!;
    expect(seen).toMatchObject({ status: 'PENDING', scan: { contentType: 'application/pdf' } });
    // The user swaps the scan through the gateway after staff opened it.
    expect((await updateKyc(token, fileOf(PNG_8X8, 'other.png', 'image/png'))).data?.updateKyc.userErrors).toEqual([]);
    expect(await staff('PUT', `/kyc/users/${userId}/status`, { status: 'VERIFIED', expectedUpdatedAt: seen.updatedAt })).toEqual({ status: 409, message: 'The document changed since you opened it. Reload and check it again.' });
    const viewerKyc = async () => (await client.run<{ viewer: { kyc: { status: string; scan: { contentType: string } } | null } }>('{ viewer { kyc { status scan { contentType } } } }', {}, token)).viewer.kyc;
    expect(await viewerKyc()).toEqual({ status: 'PENDING', scan: { contentType: 'image/png' } });
    const again = (await staff('GET', `/kyc/users/${userId}`)).data!.kyc!;
    expect((await staff('PUT', `/kyc/users/${userId}/status`, { status: 'VERIFIED', expectedUpdatedAt: again.updatedAt })).status).toBe(200);
    expect(await viewerKyc()).toEqual({ status: 'VERIFIED', scan: { contentType: 'image/png' } });
  });
});

describe("order passengers' documents", () => {
  it("uploads a passenger's document in one REST call and shows it on the order", async () => {
    const input = { orderId: order.id, passengerIndex: 0, documentType: 'VISA', file: null };
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => runUpload<DocumentResult>(stack, UPLOAD_DOCUMENT, { input }, { 'input.file': fileOf(PLAIN_PDF, 'visa.pdf', 'application/pdf') }, owner, CLIENT_IP));
    expect(result.data?.uploadPassengerDocument.passengers?.[0]?.documents).toMatchObject([{ documentType: 'VISA', file: { contentType: 'application/pdf', isImage: false } }]);
    expect(callsTo(calls, `/order-passenger/document/${order.internalId}/0/VISA`)).toHaveLength(1);
    expect(calls).toHaveLength(1);
    const { node } = await client.run<{ node: { passengerDocuments: { documents: { documentType: string }[] }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on Order { passengerDocuments { documents { documentType } } } } }',
      { id: order.id },
      owner,
    );
    expect(node.passengerDocuments).toEqual([{ documents: [{ documentType: 'VISA' }] }]);
  });

  it("answers another user NOT_FOUND for the order, and the api 404", async () => {
    const stranger = await client.signedInUser();
    const input = { orderId: order.id, passengerIndex: 0, documentType: 'VISA', file: null };
    const { data } = await runUpload<DocumentResult>(stack, UPLOAD_DOCUMENT, { input }, { 'input.file': fileOf(PLAIN_PDF, 'visa.pdf', 'application/pdf') }, stranger, CLIENT_IP);
    expect(data?.uploadPassengerDocument).toEqual({ passengers: null, userErrors: [{ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' }] });
    const direct = await fetch(`${stack.apiBaseUrl}/order-passenger/documents/${order.internalId}`, { headers: { authorization: `Bearer ${stranger}` } });
    expect(direct.status).toBe(404);
  });
});
