/**
 * Enquiries (REST `GET /user/enquiry`, GraphQL `Viewer.enquiries`) over real HTTP. Enquiries are written only by
 * the lead-capture routes (later), so through REST a new user's list is empty: this file checks that empty state,
 * the page's shape, the refusal of the public token, and the limit. Which rows show for whom is proved in the
 * api's own tests, which insert rows (api/src/enquiries/enquiries.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
/** Its own client address, so the per-IP OTP caps earlier files spend cannot refuse its sign-up. */
const CLIENT = { 'x-client-ip': '203.0.113.81', 'x-proxy-key': stack.gatewayProxyKey };
const device = { deviceID: `contract-enquiries-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };

async function run<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const headers: Record<string, string> = token === undefined ? { ...CLIENT } : { ...CLIENT, authorization: `Bearer ${token}` };
  const { data, errors } = await graphql<T>(stack.gatewayUrl, query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  if (data === null) throw new Error('GraphQL answer without data');
  return data;
}

/** Signs up (SMS OTP from the dev outbox) and signs in by mobile a fresh user: its token. 96 + pid: no other file's numbers. */
async function signedInUser(): Promise<string> {
  const mobile = `96${String(process.pid % 10_000).padStart(4, '0')}0001`;
  const password = 'Yatra#1enq';
  const { signUp } = await run<{ signUp: { userId: string | null; userErrors: unknown[] } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { userId userErrors { code message } } }',
    { input: { email: `enquiries-${process.pid}@example.com`, mobile, countryCode: '+91', password, device } },
  );
  if (signUp.userId === null) throw new Error(`sign-up refused: ${JSON.stringify(signUp.userErrors)}`);
  const outbox = await restGet<Envelope<{ code: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, stack.outboxToken);
  await run('mutation($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }', { input: { userId: signUp.userId, otp: outbox.body.data[0]?.code, device } });
  const { signInWithPassword } = await run<{ signInWithPassword: { token: string | null } }>(
    'mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }',
    { input: { mobile, countryCode: '+91', password, device } },
  );
  if (!signInWithPassword.token) throw new Error('sign-in failed');
  return signInWithPassword.token;
}

const ENQUIRIES = /* GraphQL */ `
  query { viewer { enquiries(first: 10) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { internalId kind } } } } }
`;

describe('enquiries', () => {
  let token = '';

  it('answers an empty page to a new user, over REST and through the gateway', async () => {
    token = await signedInUser();
    const rest = await restGet<{ status: number; message: string; data: unknown[]; total: number; page: number; limit: number }>(
      stack.apiBaseUrl,
      '/user/enquiry?limit=100',
      `Bearer ${token}`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ status: 200, message: 'OK', data: [], total: 0, page: 1, limit: 100 });
    const { viewer } = await run<{ viewer: unknown }>(ENQUIRIES, {}, token);
    expect(viewer).toEqual({ enquiries: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } });
  });

  it("refuses the public token with 401 'Please sign in to continue', and a visitor has no viewer", async () => {
    const rest = await restGet(stack.apiBaseUrl, '/user/enquiry?limit=100', `Bearer ${stack.apiToken}`);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ status: 401, message: 'Please sign in to continue' });
    expect(await run(ENQUIRIES, {})).toEqual({ viewer: null });
  });

  it('refuses a limit over 100 and a bad first before any call', async () => {
    const rest = await restGet(stack.apiBaseUrl, '/user/enquiry?limit=101', `Bearer ${token}`);
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ status: 400, message: "Invalid query parameter 'limit': must be at most 100" });
    const { errors } = await graphql(stack.gatewayUrl, 'query { viewer { enquiries(first: 51) { totalCount } } }', {}, { ...CLIENT, authorization: `Bearer ${token}` });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
