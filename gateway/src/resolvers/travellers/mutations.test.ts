import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { USER_TOKEN } from '../../testing/fake-accounts.ts';
import { failure } from '../../testing/fake-upstream.ts';
import { fakeTravellersUpstream, TRAVELLER_ID } from '../../testing/fake-travellers.ts';
import { testGateway } from '../../testing/gateway.ts';

const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const ERRORS = 'userErrors { code message field }';
const ADD = `mutation Add($input: AddTravellerInput!) { addTraveller(input: $input) { traveller { internalId fullName } viewer { travellers { firstname } } ${ERRORS} } }`;
const UPDATE = `mutation Update($input: UpdateTravellerInput!) { updateTraveller(input: $input) { traveller { internalId firstname } ${ERRORS} } }`;
const DELETE = `mutation Delete($input: DeleteTravellerInput!) { deleteTraveller(input: $input) { deletedTravellerId viewer { travellers { internalId } } ${ERRORS} } }`;

const traveller = (overrides: Record<string, unknown> = {}) => ({
  firstname: ' Meera ',
  lastname: 'Iyer',
  gender: 'FEMALE',
  dateOfBirth: '1990-01-26',
  mobile: '098100 12346',
  countryCode: '+91',
  email: 'Meera@Example.com',
  nationality: 'in',
  passportNumber: 'k 765 4321',
  passportExpiry: '2099-12-31',
  ...overrides,
});
const travellerId = encodeGlobalId('Traveller', TRAVELLER_ID);
const signInRequired = [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }];

describe('traveller mutations', () => {
  it('adds with the normalised REST body and answers the viewer with the new list', async () => {
    const upstream = fakeTravellersUpstream();
    const { data } = await testGateway(upstream.fetch).execute(ADD, { input: { traveller: traveller() } }, signedIn);
    expect(data?.addTraveller).toMatchObject({ traveller: { fullName: 'Meera Iyer' }, viewer: { travellers: [{ firstname: 'Asha' }, { firstname: 'Meera' }] }, userErrors: [] });
    expect(upstream.callsTo('/passenger/add')[0]?.body).toEqual({
      firstname: 'Meera', lastname: 'Iyer', gender: 'female', dob: '1990-01-26', mobile: 9810012346, countrycode: '+91', email: 'meera@example.com',
      nationality: 'IN', passportNumber: 'K7654321', passportExpiry: '2099-12-31', relation: null, notes: null, source: 'web',
    });
  });

  it('answers validation problems on the input fields without calling the api', async () => {
    const upstream = fakeTravellersUpstream();
    const input = { traveller: traveller({ firstname: '', dateOfBirth: '2999-01-01', mobile: '12', passportNumber: '12345678', passportExpiry: '' }) };
    const { data } = await testGateway(upstream.fetch).execute(ADD, { input }, signedIn);
    expect(data?.addTraveller).toMatchObject({ traveller: null });
    expect((data?.addTraveller as { userErrors: unknown[] }).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'First name is required', field: 'traveller.firstname' },
      { code: 'INVALID_INPUT', message: 'Date of birth cannot be in the future', field: 'traveller.dateOfBirth' },
      { code: 'INVALID_INPUT', message: 'Invalid phone number', field: 'traveller.mobile' },
      { code: 'INVALID_INPUT', message: 'An Indian passport number is a letter followed by 7 digits', field: 'traveller.passportNumber' },
      { code: 'INVALID_INPUT', message: 'Passport expiry date is required with the passport number', field: 'traveller.passportExpiry' },
    ]);
    expect(upstream.callsTo('/passenger')).toHaveLength(0);
  });

  it("shows the api's 400 on its input field, and its cap message", async () => {
    const upstream = fakeTravellersUpstream(undefined, (call) =>
      call.url.pathname.endsWith('/passenger/add')
        ? failure(400, (call.body as { notes: string | null }).notes ? "Invalid body field 'dob': must not be in the future" : 'You can save at most 20 travellers. Delete one to add another.')
        : undefined,
    );
    const gateway = testGateway(upstream.fetch);
    const dated = await gateway.execute(ADD, { input: { traveller: traveller({ notes: 'x' }) } }, signedIn);
    expect((dated.data?.addTraveller as { userErrors: unknown[] }).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: "Invalid body field 'dob': must not be in the future", field: 'traveller.dateOfBirth' },
    ]);
    const capped = await gateway.execute(ADD, { input: { traveller: traveller() } }, signedIn);
    expect((capped.data?.addTraveller as { userErrors: unknown[] }).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'You can save at most 20 travellers. Delete one to add another.', field: null },
    ]);
  });

  it('updates and deletes by global id; an unknown or foreign id is NOT_FOUND', async () => {
    const upstream = fakeTravellersUpstream();
    const gateway = testGateway(upstream.fetch);
    const updated = await gateway.execute(UPDATE, { input: { id: travellerId, traveller: traveller({ firstname: 'Asha Devi' }) } }, signedIn);
    expect(updated.data?.updateTraveller).toEqual({ traveller: { internalId: TRAVELLER_ID, firstname: 'Asha Devi' }, userErrors: [] });
    expect(upstream.callsTo(`/passenger/update/${TRAVELLER_ID}`)[0]?.method).toBe('PUT');

    const foreign = encodeGlobalId('Traveller', 'f'.repeat(24));
    const notFound = [{ code: 'NOT_FOUND', message: 'Traveller not found', field: 'id' }];
    expect((await gateway.execute(UPDATE, { input: { id: foreign, traveller: traveller() } }, signedIn)).data?.updateTraveller).toEqual({ traveller: null, userErrors: notFound });
    expect((await gateway.execute(DELETE, { input: { id: foreign } }, signedIn)).data?.deleteTraveller).toEqual({ deletedTravellerId: null, viewer: null, userErrors: notFound });

    const deleted = await gateway.execute(DELETE, { input: { id: travellerId } }, signedIn);
    expect(deleted.data?.deleteTraveller).toEqual({ deletedTravellerId: travellerId, viewer: { travellers: [] }, userErrors: [] });
  });

  it('refuses a global id of another type as not found, before any call', async () => {
    const upstream = fakeTravellersUpstream();
    const { data } = await testGateway(upstream.fetch).execute(DELETE, { input: { id: encodeGlobalId('Package', TRAVELLER_ID) } }, signedIn);
    expect(data?.deleteTraveller).toMatchObject({ deletedTravellerId: null, userErrors: [{ code: 'INVALID_INPUT', message: 'Traveller not found', field: 'id' }] });
    expect(upstream.calls).toHaveLength(0);
  });

  it('asks to sign in without a user token (no call) and when the api refuses the token', async () => {
    const upstream = fakeTravellersUpstream();
    const gateway = testGateway(upstream.fetch);
    expect((await gateway.execute(ADD, { input: { traveller: traveller() } })).data?.addTraveller).toEqual({ traveller: null, viewer: null, userErrors: signInRequired });
    expect((await gateway.execute(DELETE, { input: { id: travellerId } })).data?.deleteTraveller).toMatchObject({ userErrors: signInRequired });
    expect(upstream.calls).toHaveLength(0);
    const revoked = await gateway.execute(UPDATE, { input: { id: travellerId, traveller: traveller() } }, { authorization: 'Bearer revoked' });
    expect(revoked.data?.updateTraveller).toEqual({ traveller: null, userErrors: signInRequired });
  });
});
