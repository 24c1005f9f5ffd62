import { expect } from 'vitest';
import { createAccount, freshClientIp, signInByMobile, trustedClientIp } from '../test-support/accounts.ts';
import { getJson, TEST_TOKEN, type TestApp } from '../test-support/test-app.ts';

type App = TestApp['app'];
export type WishAnswer<T = unknown> = { status: number; body: { status: number; message: string; data: T; total?: number } };

/** A request of any method (DELETE included) with a user token, or the public token when none is given. */
export async function send<T = string[]>(
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<WishAnswer<T>> {
  const headers: Record<string, string> = { ...trustedClientIp(freshClientIp()), Authorization: `Bearer ${options.token ?? TEST_TOKEN}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as WishAnswer<T>['body'] };
}

/** A new signed-in user's token. */
export async function newUserToken(app: App): Promise<string> {
  return signInByMobile(app, await createAccount(app, { confirmEmail: false }));
}

/** The ids of the first `count` packages of the catalogue. */
export async function somePackageIds(app: App, count: number): Promise<string[]> {
  const { status, body } = await getJson<{ data: { _id: string }[] }>(app, `/api/v1/packages?page=1&limit=${count}`);
  expect(status).toBe(200);
  return body.data.map((card) => card._id);
}

export const addWish = (app: App, token: string, id: string) =>
  send(app, 'POST', '/package/add-wishlist', { token, body: { wishlisttype: 'package', wishlisttypeid: id, source: 'web' } });
