import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fcmPushSender } from './fcm.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const SETTINGS = { projectId: 'pilgrim-yatra', clientEmail: 'push@pilgrim-yatra.iam.gserviceaccount.com', privateKey };
const NOW = new Date('2026-03-01T06:00:00Z');

type Recorded = { url: string; init: RequestInit };

/** A fake fetch that records each request and answers from the script, in order. */
function recorder(answers: Response[]) {
  const requests: Recorded[] = [];
  const fake = (async (url: string | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return answers.shift() ?? new Response('{}', { status: 500 });
  }) as typeof fetch;
  return { requests, fake };
}
const tokenAnswer = () => Response.json({ access_token: 'ya29.access', expires_in: 3600, token_type: 'Bearer' });
const db = {} as never;

describe('the FCM HTTP v1 adapter', () => {
  it('gets an access token with a signed service-account assertion, then posts the message', async () => {
    const { requests, fake } = recorder([tokenAnswer(), Response.json({ name: 'projects/pilgrim-yatra/messages/1' })]);
    const sender = fcmPushSender({ ...SETTINGS, fetch: fake, now: () => NOW });
    const result = await sender.send({ token: 'device-token-1', title: 'Booking confirmed', body: 'PT-2026-000001', data: { orderId: 'o1' } }, db);
    expect(result).toEqual({ token: 'device-token-1', outcome: 'sent' });
    const [oauth, send] = requests;
    expect(oauth!.url).toBe('https://oauth2.googleapis.com/token');
    const form = new URLSearchParams(String(oauth!.init.body));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = form.get('assertion')!.split('.');
    expect(createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toEqual({
      iss: SETTINGS.clientEmail,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 3600,
    });
    expect(send!.url).toBe('https://fcm.googleapis.com/v1/projects/pilgrim-yatra/messages:send');
    expect((send!.init.headers as Record<string, string>).authorization).toBe('Bearer ya29.access');
    expect(JSON.parse(String(send!.init.body))).toEqual({ message: { token: 'device-token-1', notification: { title: 'Booking confirmed', body: 'PT-2026-000001' }, data: { orderId: 'o1' } } });
  });

  it('keeps the access token for the next messages', async () => {
    const { requests, fake } = recorder([tokenAnswer(), Response.json({}), Response.json({})]);
    const sender = fcmPushSender({ ...SETTINGS, fetch: fake, now: () => NOW });
    await sender.send({ token: 'a', title: 't', body: 'b' }, db);
    await sender.send({ token: 'b', title: 't', body: 'b' }, db);
    expect(requests.map((request) => new URL(request.url).host)).toEqual(['oauth2.googleapis.com', 'fcm.googleapis.com', 'fcm.googleapis.com']);
  });

  it('reports an unregistered token as gone and other refusals as failed', async () => {
    const unregistered = Response.json({ error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }, { status: 404 });
    const { fake } = recorder([tokenAnswer(), unregistered, Response.json({ error: { status: 'INTERNAL' } }, { status: 500 })]);
    const sender = fcmPushSender({ ...SETTINGS, fetch: fake, now: () => NOW });
    expect((await sender.send({ token: 'old', title: 't', body: 'b' }, db)).outcome).toBe('gone');
    expect((await sender.send({ token: 'x', title: 't', body: 'b' }, db)).outcome).toBe('failed');
  });
});
