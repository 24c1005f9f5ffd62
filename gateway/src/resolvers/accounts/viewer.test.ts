import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { fakeAccountsUpstream, USER_ID, USER_TOKEN, userProfile } from '../../testing/fake-accounts.ts';
import { failure, ok } from '../../testing/fake-upstream.ts';
import { testGateway, TEST_CONFIG } from '../../testing/gateway.ts';

const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer { id internalId firstname lastname displayName initial email emailVerified mobile nationalNumber countryCode }
  }
`;

const NODE = /* GraphQL */ `
  query Node($id: ID!) { node(id: $id) { __typename id ... on Viewer { email } } }
`;

const signedIn = { authorization: `Bearer ${USER_TOKEN}` };

describe('Query.viewer', () => {
  it('is null without a token, and asks the api nothing', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': ok(userProfile()) });
    const { data, errors } = await testGateway(upstream.fetch).execute(VIEWER);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: null });
    expect(upstream.calls).toHaveLength(0);
  });

  it('is null for the public token, which is no user', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': ok(userProfile()) });
    const headers = { authorization: `Bearer ${TEST_CONFIG.apiPublicToken}` };
    const { data } = await testGateway(upstream.fetch).execute(VIEWER, {}, headers);
    expect(data).toEqual({ viewer: null });
    expect(upstream.calls).toHaveLength(0);
  });

  it("reads the caller's profile with the caller's token forwarded", async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': ok(userProfile()) });
    const { data, errors } = await testGateway(upstream.fetch).execute(VIEWER, {}, signedIn);
    expect(errors).toBeUndefined();
    expect(data?.viewer).toEqual({
      id: Buffer.from(`Viewer:${USER_ID}`).toString('base64'),
      internalId: USER_ID,
      firstname: 'asha',
      lastname: 'Rao',
      displayName: 'asha',
      initial: 'A',
      email: 'asha@example.com',
      emailVerified: false,
      mobile: '+919810012345',
      nationalNumber: '9810012345',
      countryCode: '+91',
    });
    expect(upstream.calls.map((call) => [call.method, call.url.pathname, call.authorization])).toEqual([
      ['GET', '/api/v1/user', `Bearer ${USER_TOKEN}`],
    ]);
  });

  it('shows a user without a first name as Guest with the initial G', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': ok(userProfile({ firstname: null })) });
    const { data } = await testGateway(upstream.fetch).execute(`{ viewer { displayName initial } }`, {}, signedIn);
    expect(data?.viewer).toEqual({ displayName: 'Guest', initial: 'G' });
  });

  it('is null, not an error, when the api refuses the token (signed out or expired)', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': failure(401, 'Please sign in to continue') });
    const { data, errors } = await testGateway(upstream.fetch).execute(VIEWER, {}, signedIn);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: null });
  });

  it('reports an unavailable api as UPSTREAM_ERROR after one retry', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': failure(503, 'down') });
    const { data, errors } = await testGateway(upstream.fetch).execute(VIEWER, {}, signedIn);
    expect(data).toEqual({ viewer: null });
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(upstream.calls).toHaveLength(2);
  });
});

describe('Query.node for a Viewer id', () => {
  it('answers the signed-in user for their own id, sharing one /user call with viewer', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': ok(userProfile()) });
    const id = encodeGlobalId('Viewer', USER_ID);
    const { data } = await testGateway(upstream.fetch).execute(
      `query($id: ID!) { viewer { id } node(id: $id) { __typename id ... on Viewer { email } } }`,
      { id },
      signedIn,
    );
    expect(data).toEqual({ viewer: { id }, node: { __typename: 'Viewer', id, email: 'asha@example.com' } });
    expect(upstream.calls).toHaveLength(1);
  });

  it("is null for another user's id", async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': ok(userProfile()) });
    const otherId = encodeGlobalId('Viewer', '0123456789abcdef01234567');
    const { data, errors } = await testGateway(upstream.fetch).execute(NODE, { id: otherId }, signedIn);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ node: null });
  });

  it('is null without a token, and asks the api nothing', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user': ok(userProfile()) });
    const { data } = await testGateway(upstream.fetch).execute(NODE, { id: encodeGlobalId('Viewer', USER_ID) });
    expect(data).toEqual({ node: null });
    expect(upstream.calls).toHaveLength(0);
  });
});
