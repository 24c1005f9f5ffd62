import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser, testPassword, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { documentIdOf, documentSearch } from '../support/trusted-documents.ts';

/**
 * The same-origin `/api/graphql` proxy must never hand an api token to page JavaScript: sign-in goes
 * through `/api/auth/*`, which keeps the token in the httpOnly cookie. The proxy serves the site's trusted
 * documents by id only, and never the sign-in ones. Requests are sent raw, as an attacker's script would,
 * with a real account and its right password, so a leak would show a token.
 */
test.describe('GraphQL proxy refuses token-issuing operations', () => {
  const mobile = uniqueMobile();
  const input = `{ mobile: "${mobile}", countryCode: "+91", password: "${testPassword}" }`;

  test.beforeAll(async () => {
    await createUser(mobile, uniqueEmail('proxy', mobile));
  });

  async function post(request: APIRequestContext, rawBody: string) {
    const response = await request.post('/api/graphql', { headers: { 'content-type': 'application/json' }, data: rawBody });
    return { status: response.status(), text: await response.text() };
  }

  test("next-auth's sign-in documents, named by their trusted ids, are refused with 403 and no token", async ({ request }) => {
    const variables = { input: { mobile, countryCode: '+91', password: testPassword } };
    for (const name of ['gatewaySignInPasswordMutation', 'gatewaySignInOtpMutation']) {
      const answer = await post(request, JSON.stringify({ documentId: documentIdOf(name), operationName: 'SearchResultsQuery', variables }));
      expect(answer.status, name).toBe(403);
      expect(answer.text).not.toMatch(/"token"|expiresAt/);
    }
  });

  test('a document text is refused with 400 and no token, however it is written', async ({ request }) => {
    const query = `mutation { sign\\u0049nWithPassword(input: ${input.replaceAll('"', '\\"')}) { token expiresAt } }`;
    const rawBody = `{"query":"${query}"}`;
    expect(rawBody).not.toContain('signInWithPassword');
    for (const body of [rawBody, JSON.stringify({ query: `mutation SearchResultsQuery { x: signInWithPassword(input: ${input}) { token } }` })]) {
      const answer = await post(request, body);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(/"token"|expiresAt/);
    }
  });

  test('a batch and an unknown id get 400; an ordinary query is still served', async ({ request }) => {
    expect((await post(request, JSON.stringify([{ documentId: documentIdOf('gatewaySignInPasswordMutation') }]))).status).toBe(400);
    expect((await post(request, JSON.stringify({ documentId: 'f'.repeat(64) }))).status).toBe(400);
    const served = await request.get(`/api/graphql?${documentSearch('SearchResultsQuery', { query: 'kailash' })}`);
    expect(served.status()).toBe(200);
    expect(await served.json()).toMatchObject({ data: { search: { totalCount: expect.any(Number) } } });
    // A visitor's public query may be kept by a CDN; a personal one never.
    expect(served.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    // A shared cache keys it by the session cookie too: a signed-in user's GET of this URL is never a visitor's.
    expect(served.headers().vary).toMatch(/\bCookie\b/);
    const personal = await request.get(`/api/graphql?${documentSearch('HeaderCartQuery')}`);
    expect(personal.headers()['cache-control']).toBe('private, no-store');
  });
});
