import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser, testPassword, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';

/**
 * The same-origin `/api/graphql` proxy must never hand an api token to page JavaScript: sign-in goes
 * through `/api/auth/*`, which keeps the token in the httpOnly cookie. Requests are sent raw, as an
 * attacker's script would, with a real account and its right password, so a leak would show a token.
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

  test('a JSON escape in the field name (sign\\u0049nWithPassword) is refused with 403 and no token', async ({ request }) => {
    const query = `mutation { sign\\u0049nWithPassword(input: ${input.replaceAll('"', '\\"')}) { token expiresAt } }`;
    const rawBody = `{"query":"${query}"}`;
    expect(rawBody).not.toContain('signInWithPassword');
    expect((JSON.parse(rawBody) as { query: string }).query).toContain('signInWithPassword');
    const answer = await post(request, rawBody);
    expect(answer.status).toBe(403);
    expect(answer.text).not.toMatch(/"token"|expiresAt/);
  });

  test('an alias, a fragment on Mutation and a lying operation name are refused too', async ({ request }) => {
    const field = `signInWithPassword(input: ${input}) { token }`;
    for (const query of [
      `mutation { x: ${field} }`,
      `mutation { ...F } fragment F on Mutation { ${field} }`,
      `mutation SearchResultsQuery { ${field} }`,
    ]) {
      const answer = await post(request, JSON.stringify({ query }));
      expect(answer.status, query).toBe(403);
      expect(answer.text).not.toContain('"token"');
    }
  });

  test('a batch and a GraphQL syntax error get 400; an ordinary query is still served', async ({ request }) => {
    expect((await post(request, JSON.stringify([{ query: `mutation { signInWithPassword(input: ${input}) { token } }` }]))).status).toBe(400);
    expect((await post(request, JSON.stringify({ query: 'query { search(' }))).status).toBe(400);
    const served = await post(request, JSON.stringify({ query: 'query { search(query: "kailash") { totalCount } }' }));
    expect(served.status).toBe(200);
    expect(JSON.parse(served.text)).toMatchObject({ data: { search: { totalCount: expect.any(Number) } } });
  });
});
