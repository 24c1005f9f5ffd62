import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OUTBOX_TOKEN, DEV_STAFF_TOKEN } from '../env.ts';
import { SEED_EMPLOYEE } from '../seed/employees.ts';
import { call, createAccount, freshMobile, signIn, WEB_DEVICE } from '../test-support/accounts.ts';
import { sampleValue, stringFieldPaths, withValueAt, type OpenApiDocument, type Operation } from '../test-support/openapi-samples.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { CONTROL_CHARACTER_MESSAGE } from './safe-text.ts';

const NUL_TEXT = 'ab\u0000cd';
type Case = { name: string; method: string; url: string; body?: unknown; field: string };

/**
 * One request per string field of every route of the api's own OpenAPI document (path and query
 * parameters, JSON body fields at any depth), with every other field given a plausible value: each must
 * be refused with 400 naming the field — never a 500 from the database. Routes added later are covered.
 */
function casesOf(doc: OpenApiDocument): Case[] {
  const cases: Case[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations) as [string, Operation][]) {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const values = Object.fromEntries(parameters.map((p) => [p.name, sampleValue(doc, p.schema ?? {})]));
      const url = (overrides: Record<string, unknown>) => {
        const all = { ...values, ...overrides };
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(all[name])));
        const query = parameters.filter((p) => p.in === 'query').map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(all[p.name]))}`);
        return query.length ? `${path}?${query.join('&')}` : path;
      };
      for (const parameter of parameters) {
        if (stringFieldPaths(doc, parameter.schema ?? {}).length === 0) continue;
        cases.push({ name: `${method.toUpperCase()} ${template} ${parameter.in} ${parameter.name}`, method, url: url({ [parameter.name]: NUL_TEXT }), field: parameter.name.replace('[]', '') });
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      if (!bodySchema) continue;
      const body = sampleValue(doc, bodySchema);
      for (const path of stringFieldPaths(doc, bodySchema)) {
        cases.push({ name: `${method.toUpperCase()} ${template} body ${path.join('.')}`, method, url: url({}), body: withValueAt(body, path, NUL_TEXT), field: path.join('.') });
      }
    }
  }
  return cases;
}

let ctx: TestApp;
let cases: Case[];
let userToken: string;
let employeeToken: string;
const tokenFor = (url: string): string => {
  if (url.startsWith('/api/v1/dev/outbox')) return DEV_OUTBOX_TOKEN;
  if (url.startsWith('/api/v1/catalogue/') || url.includes('/staff/') || url.startsWith('/api/v1/tour-guides') || url.startsWith('/api/v1/kyc/') || url.startsWith('/api/v1/refunds-due')) return `Bearer ${DEV_STAFF_TOKEN}`;
  if (/^\/api\/v1\/get-(employee|order-employee)/.test(url)) return `Bearer ${employeeToken}`;
  return `Bearer ${userToken}`;
};
beforeAll(async () => {
  ctx = await createTestApp();
  const account = await createAccount(ctx.app);
  userToken = await signIn(ctx.app, account.email, account.password);
  employeeToken = await signIn(ctx.app, SEED_EMPLOYEE.email, SEED_EMPLOYEE.password);
  cases = casesOf((await (await ctx.app.request('/api/v1/openapi.json')).json()) as OpenApiDocument);
});
afterAll(async () => {
  await ctx.database.close();
});

describe('control characters in any text field of any route', () => {
  it('covers the routes the issue found answering 500', () => {
    const names = cases.map((c) => c.name);
    for (const expected of ['GET /api/v1/search/{query} path query', 'POST /api/v1/user/add-user body source', 'PUT /api/v1/user/profile-update body firstname', 'POST /api/v1/auth/login/password body deviceIDs.0.deviceID']) {
      expect(names).toContain(expected);
    }
  });

  it("refuses the issue's requests, otherwise valid, with a readable 400", async () => {
    const signUp = await call(ctx.app, 'POST', '/user/add-user', {
      body: { source: NUL_TEXT, email: 'nul@example.com', password: 'om-namah-7', mobile: freshMobile(), location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] },
    });
    expect(signUp.body).toEqual({ status: 400, message: `Invalid body field 'source': ${CONTROL_CHARACTER_MESSAGE}` });
    const account = await createAccount(ctx.app);
    const login = await call(ctx.app, 'POST', '/auth/login/password', {
      body: { email: account.email, number: 0, password: account.password, deviceIDs: [{ ...WEB_DEVICE, deviceID: NUL_TEXT }] },
    });
    expect(login.body).toEqual({ status: 400, message: `Invalid body field 'deviceIDs.0.deviceID': ${CONTROL_CHARACTER_MESSAGE}` });
    const search = await call(ctx.app, 'GET', '/search/abc%00def');
    expect(search.body).toEqual({ status: 400, message: `Invalid path parameter 'query': ${CONTROL_CHARACTER_MESSAGE}` });
  });

  it('answers 400 naming the field, never 500', async () => {
    expect(cases.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { name, method, url, body, field } of cases) {
      const response = await ctx.app.request(url, {
        method: method.toUpperCase(),
        // The dev outbox and the staff routes take only their own tokens; every other route is reached with a user token.
        headers: { Authorization: tokenFor(url), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { message?: string };
      const named = answer.message?.includes(`'${field}`) && answer.message.includes(CONTROL_CHARACTER_MESSAGE);
      if (response.status !== 400 || !named) failures.push(`${name}: ${response.status} ${answer.message}`);
    }
    expect(failures).toEqual([]);
    expect(ctx.errors).toEqual([]);
  });
});
