import { describe, expect, it } from 'vitest';
import { fakeAccountsUpstream, USER_TOKEN, userProfile } from '../../testing/fake-accounts.ts';
import { failure, ok } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';

const UPDATE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) { viewer { firstname lastname displayName initial } userErrors { code message field } }
  }
`;
const signedIn = { authorization: `Bearer ${USER_TOKEN}` };

describe('Mutation.updateProfile', () => {
  it('sends the trimmed names with the source and answers the updated viewer', async () => {
    const upstream = fakeAccountsUpstream({ 'PUT /user/profile-update': ok(userProfile({ firstname: 'Ravi' })) });
    const { data } = await testGateway(upstream.fetch).execute(UPDATE, { input: { firstname: ' Ravi ' } }, signedIn);
    expect(data?.updateProfile).toEqual({
      viewer: { firstname: 'Ravi', lastname: 'Rao', displayName: 'Ravi', initial: 'R' },
      userErrors: [],
    });
    expect(upstream.calls[0]?.body).toEqual({ source: 'web', firstname: 'Ravi' });
    expect(upstream.calls[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
  });

  it('refuses a too long name without calling the api', async () => {
    const upstream = fakeAccountsUpstream({});
    const { data } = await testGateway(upstream.fetch).execute(UPDATE, { input: { lastname: 'x'.repeat(51) } }, signedIn);
    expect(data?.updateProfile).toEqual({
      viewer: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Last name must be at most 50 characters', field: 'lastname' }],
    });
    expect(upstream.calls).toHaveLength(0);
  });

  it('asks to sign in when there is no user token, or the api refuses it', async () => {
    const upstream = fakeAccountsUpstream({ 'PUT /user/profile-update': failure(401, 'Please sign in to continue') });
    const gateway = testGateway(upstream.fetch);
    const expected = { viewer: null, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }] };
    expect((await gateway.execute(UPDATE, { input: { firstname: 'Ravi' } })).data?.updateProfile).toEqual(expected);
    expect(upstream.calls).toHaveLength(0);
    expect((await gateway.execute(UPDATE, { input: { firstname: 'Ravi' } }, signedIn)).data?.updateProfile).toEqual(expected);
  });
});
