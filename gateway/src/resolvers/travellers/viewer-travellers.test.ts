import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { USER_TOKEN } from '../../testing/fake-accounts.ts';
import { fakeTravellersUpstream, passenger, TRAVELLER_ID } from '../../testing/fake-travellers.ts';
import { testGateway } from '../../testing/gateway.ts';

const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const TRAVELLERS = /* GraphQL */ `
  query { viewer { travellers { id internalId fullName gender dateOfBirth mobile nationalNumber countryCode nationality passportNumber } } }
`;
const NODE = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { __typename ... on Traveller { internalId firstname } } }`;

describe('Viewer.travellers and node(id:) of a Traveller', () => {
  it('reads the list once with the caller token and maps the fields', async () => {
    const upstream = fakeTravellersUpstream([passenger(), passenger({ _id: 'b'.repeat(24), mobile: null, countrycode: null, gender: 'male' })]);
    const { data } = await testGateway(upstream.fetch).execute(TRAVELLERS, {}, signedIn);
    const travellers = (data?.viewer as { travellers: Record<string, unknown>[] }).travellers;
    expect(travellers[0]).toEqual({
      id: encodeGlobalId('Traveller', TRAVELLER_ID),
      internalId: TRAVELLER_ID,
      fullName: 'Asha Rao',
      gender: 'FEMALE',
      dateOfBirth: '1962-08-15',
      mobile: '+919810012345',
      nationalNumber: '9810012345',
      countryCode: '+91',
      nationality: 'IN',
      passportNumber: 'Z1234567',
    });
    expect(travellers[1]).toMatchObject({ gender: 'MALE', mobile: null, nationalNumber: null, countryCode: null });
    expect(upstream.callsTo('/passenger')).toHaveLength(1);
    expect(upstream.callsTo('/passenger')[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
  });

  it("resolves a Traveller node for its owner, and null for a visitor or another user's id", async () => {
    const upstream = fakeTravellersUpstream();
    const gateway = testGateway(upstream.fetch);
    const id = encodeGlobalId('Traveller', TRAVELLER_ID);
    expect((await gateway.execute(NODE, { id }, signedIn)).data?.node).toEqual({ __typename: 'Traveller', internalId: TRAVELLER_ID, firstname: 'Asha' });
    expect((await gateway.execute(NODE, { id })).data?.node).toBeNull();
    expect(upstream.calls).toHaveLength(1);
    const other = await gateway.execute(NODE, { id: encodeGlobalId('Traveller', 'c'.repeat(24)) }, signedIn);
    expect(other).toEqual({ data: { node: null } });
  });

  it('reads the list once for several Traveller nodes in one operation (no call per node)', async () => {
    const second = 'b'.repeat(24);
    const upstream = fakeTravellersUpstream([passenger(), passenger({ _id: second, firstname: 'Ravi' })]);
    const query = /* GraphQL */ `query Two($a: ID!, $b: ID!) {
      a: node(id: $a) { ... on Traveller { firstname } }
      b: node(id: $b) { ... on Traveller { firstname } }
    }`;
    const ids = { a: encodeGlobalId('Traveller', TRAVELLER_ID), b: encodeGlobalId('Traveller', second) };
    const { data } = await testGateway(upstream.fetch).execute(query, ids, signedIn);
    expect(data).toEqual({ a: { firstname: 'Asha' }, b: { firstname: 'Ravi' } });
    expect(upstream.calls).toHaveLength(1);
  });
});

