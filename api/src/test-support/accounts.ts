import { expect } from 'vitest';
import { DEV_API_PROXY_KEY } from '../env.ts';
import type { TestApp } from './test-app.ts';
import { DEV_OUTBOX_TOKEN } from '../env.ts';
import { TEST_TOKEN } from './test-app.ts';

type App = TestApp['app'];
export type Answer<T = Record<string, unknown>> = { status: number; body: T & { status: number; message: string }; headers: Headers };

/** A clock the test moves by hand. */
export class TestClock {
  private current = new Date('2026-03-01T06:00:00.000Z').getTime();
  readonly now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export const WEB_DEVICE = {
  deviceID: 'web-device-1',
  deviceName: 'windows',
  modelNo: 'Chrome 138',
  operaingSystem: 'Windows 10',
  firebaseToken: null,
  deviceType: 'web',
} as const;

let nextClientIp = 0;
/**
 * A fresh client IP (198.18.0.0/15, the benchmarking range): `call` gives each request its own unless told
 * otherwise, so tests that sign up many users are not one client hitting the per-IP caps.
 */
export function freshClientIp(): string {
  nextClientIp += 1;
  return `198.18.${Math.floor(nextClientIp / 250) % 250}.${(nextClientIp % 250) + 1}`;
}

/** The headers a trusted proxy (the gateway) sends with the original client's IP. */
export const trustedClientIp = (ip: string): Record<string, string> => ({ 'x-client-ip': ip, 'x-proxy-key': DEV_API_PROXY_KEY });

/**
 * A JSON request with the public token, or with `token` when given. It comes from a fresh trusted client IP,
 * or from `headers` alone (`headers: {}`: no client IP header at all) when given.
 */
export async function call<T = Record<string, unknown>>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    ...(options.headers ?? trustedClientIp(freshClientIp())),
    Authorization: `Bearer ${options.token ?? TEST_TOKEN}`,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'], headers: response.headers };
}

type OutboxMessage = { channel: string; to: string; body: string; code: string | null; createdAt: string };

export async function outboxFor(app: App, to: string): Promise<OutboxMessage[]> {
  const answer = await call<{ data: OutboxMessage[] }>(app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`, { token: DEV_OUTBOX_TOKEN });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The code of the newest message to `to`. */
export async function latestCode(app: App, to: string): Promise<string> {
  const [latest] = await outboxFor(app, to);
  expect(latest?.code, `an OTP for ${to}`).toMatch(/^\d{4}$/);
  return latest?.code ?? '';
}

/** A 4-digit code that is not `code`. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

let nextNumber = 0;
/** A fresh valid Indian mobile number (national) for each call within a file (each file has its own database). */
export function freshMobile(): number {
  nextNumber += 1;
  return 9_810_010_000 + nextNumber;
}

export type Account = { userId: string; email: string; mobile: number; e164: string; password: string };

type AccountOptions = Partial<Pick<Account, 'email' | 'mobile' | 'password'>> & {
  /** Confirm the e-mail too (default true), so that it can sign in and reset by e-mail. */
  confirmEmail?: boolean;
};

/** Signs up and verifies a new account through the routes; by default also confirms its e-mail. */
export async function createAccount(app: App, overrides: AccountOptions = {}): Promise<Account> {
  const mobile = overrides.mobile ?? freshMobile();
  const email = overrides.email ?? `pilgrim${mobile}@example.com`;
  const password = overrides.password ?? 'om-namah-7';
  const added = await call<{ data: { user: { _id: string } } }>(app, 'POST', '/user/add-user', {
    body: { source: 'web', email, password, mobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const e164 = `+91${mobile}`;
  const verified = await call(app, 'POST', '/user/user-verify', {
    body: { otp: await latestCode(app, e164), user: added.body.data.user._id, deviceIDs: [WEB_DEVICE] },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const account = { userId: added.body.data.user._id, email: email.trim().toLowerCase(), mobile, e164, password };
  if (overrides.confirmEmail !== false) await confirmEmail(app, account);
  return account;
}

/** Signs in by mobile and password; returns the token. */
export async function signInByMobile(app: App, account: Pick<Account, 'mobile' | 'password'>): Promise<string> {
  const answer = await call<{ data: { token: string } }>(app, 'POST', '/auth/login/password', {
    body: { number: account.mobile, countrycode: '+91', password: account.password, deviceIDs: [WEB_DEVICE] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token;
}

/** Confirms the account's e-mail through the e-mail confirmation routes (signed in by mobile, then signed out). */
export async function confirmEmail(app: App, account: Pick<Account, 'email' | 'mobile' | 'password'>): Promise<void> {
  const token = await signInByMobile(app, account);
  expect((await call(app, 'GET', '/user/email-confirmation-otp', { token })).status).toBe(200);
  const confirmed = await call(app, 'PUT', '/user/email-confirmation-verify', {
    token,
    body: { Otp: await latestCode(app, account.email), source: 'web' },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  await call(app, 'POST', '/auth/logout', { token });
}

/** Signs in by e-mail and password; returns the token. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const answer = await call<{ data: { token: string } }>(app, 'POST', '/auth/login/password', {
    body: { email, number: 0, password, deviceIDs: [WEB_DEVICE] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token;
}
