/**
 * Travellers (REST `/passenger/*`) over real HTTP through the gateway: add, list, update and delete; the
 * validation user errors; and one user never reading, changing or deleting another's traveller (NOT_FOUND,
 * `node(id:)` null), checked on the api's routes directly too. Each test signs up its own users.
 */
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();

type UserError = { code: string; message: string; field: string | null };
type Traveller = { id: string; internalId: string; fullName: string; gender: string; dateOfBirth: string; mobile: string | null; passportNumber: string | null };
type Saved = { traveller: Traveller | null; viewer: { travellers: Traveller[] } | null; userErrors: UserError[] };

const TRAVELLER = 'id internalId fullName gender dateOfBirth mobile passportNumber';
const PAYLOAD = `traveller { ${TRAVELLER} } viewer { travellers { ${TRAVELLER} } } userErrors { code message field }`;
const device = { deviceID: `contract-travellers-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };

/**
 * This file is a client of its own (203.0.113.80, forwarded by the gateway as the web server would), so the
 * per-IP OTP and sign-in caps the earlier files spend on loopback do not refuse its sign-ups.
 */
const CLIENT = { 'x-client-ip': '203.0.113.80', 'x-proxy-key': stack.gatewayProxyKey };

async function run<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const headers: Record<string, string> = token === undefined ? { ...CLIENT } : { ...CLIENT, authorization: `Bearer ${token}` };
  const { data, errors } = await graphql<T>(stack.gatewayUrl, query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  if (data === null) throw new Error('GraphQL answer without data');
  return data;
}

let counter = 0;
/** Signs up (SMS OTP from the dev outbox) and signs in by mobile a fresh user: its token. 97 + pid + counter: no other file's numbers. */
async function signedInUser(): Promise<string> {
  counter += 1;
  const mobile = `97${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
  const password = `Yatra#${counter}trav`;
  const { signUp } = await run<{ signUp: { userId: string | null; userErrors: unknown[] } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { userId userErrors { code message } } }',
    { input: { email: `traveller-${process.pid}-${counter}@example.com`, mobile, countryCode: '+91', password, device } },
  );
  const outbox = await restGet<Envelope<{ code: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, stack.outboxToken);
  if (signUp.userId === null) throw new Error(`sign-up refused: ${JSON.stringify(signUp.userErrors)}`);
  const otp = outbox.body.data[0]?.code;
  await run('mutation($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }', { input: { userId: signUp.userId, otp, device } });
  const { signInWithPassword } = await run<{ signInWithPassword: { token: string | null } }>(
    'mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }',
    { input: { mobile, countryCode: '+91', password, device } },
  );
  if (!signInWithPassword.token) throw new Error('sign-in failed');
  return signInWithPassword.token;
}

const details = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1962-08-15', mobile: '9810012345', countryCode: '+91',
  nationality: 'IN', passportNumber: 'z 123 4567', passportExpiry: '2099-05-31', relation: 'Mother', ...overrides,
});

const add = async (token: string | undefined, traveller: Record<string, unknown>) =>
  (await run<{ addTraveller: Saved }>(`mutation($input: AddTravellerInput!) { addTraveller(input: $input) { ${PAYLOAD} } }`, { input: { traveller } }, token)).addTraveller;
const update = async (token: string, id: string, traveller: Record<string, unknown>) =>
  (await run<{ updateTraveller: Saved }>(`mutation($input: UpdateTravellerInput!) { updateTraveller(input: $input) { ${PAYLOAD} } }`, { input: { id, traveller } }, token)).updateTraveller;
const remove = async (token: string, id: string) =>
  (
    await run<{ deleteTraveller: { deletedTravellerId: string | null; viewer: { travellers: Traveller[] } | null; userErrors: UserError[] } }>(
      `mutation($input: DeleteTravellerInput!) { deleteTraveller(input: $input) { deletedTravellerId viewer { travellers { id } } userErrors { code message field } } }`,
      { input: { id } },
      token,
    )
  ).deleteTraveller;
const travellersOf = async (token: string) => (await run<{ viewer: { travellers: Traveller[] } }>(`{ viewer { travellers { ${TRAVELLER} } } }`, {}, token)).viewer.travellers;
const nodeOf = async (token: string, id: string) => (await run<{ node: { internalId: string } | null }>('query($id: ID!) { node(id: $id) { ... on Traveller { internalId } } }', { id }, token)).node;

describe('travellers', () => {
  it('adds, lists, updates and deletes a traveller', async () => {
    const token = await signedInUser();
    const added = await add(token, details());
    expect(added.userErrors).toEqual([]);
    expect(added.traveller).toMatchObject({ fullName: 'Asha Rao', gender: 'FEMALE', mobile: '+919810012345', passportNumber: 'Z1234567' });
    const id = added.traveller?.id ?? '';
    expect(added.viewer?.travellers.map((t) => t.id)).toEqual([id]);
    const second = await add(token, details({ firstname: 'Ravi', gender: 'MALE', mobile: null, passportNumber: null, passportExpiry: null }));
    expect((await travellersOf(token)).map((t) => t.fullName)).toEqual(['Asha Rao', 'Ravi Rao']);

    const updated = await update(token, id, details({ firstname: 'Asha Devi', dateOfBirth: '1963-01-02' }));
    expect(updated).toMatchObject({ traveller: { id, fullName: 'Asha Devi Rao', dateOfBirth: '1963-01-02' }, userErrors: [] });
    expect(await nodeOf(token, id)).toEqual({ internalId: added.traveller?.internalId });

    const deleted = await remove(token, second.traveller?.id ?? '');
    expect(deleted).toEqual({ deletedTravellerId: second.traveller?.id, viewer: { travellers: [{ id }] }, userErrors: [] });
  });

  it('answers validation problems as user errors on the input fields', async () => {
    const token = await signedInUser();
    const refused = await add(token, details({ lastname: ' ', dateOfBirth: '2999-01-01', passportExpiry: '2001-01-01' }));
    expect(refused).toEqual({
      traveller: null,
      viewer: null,
      userErrors: [
        { code: 'INVALID_INPUT', message: 'Last name is required', field: 'traveller.lastname' },
        { code: 'INVALID_INPUT', message: 'Date of birth cannot be in the future', field: 'traveller.dateOfBirth' },
        { code: 'INVALID_INPUT', message: 'Passport expiry date must be in the future', field: 'traveller.passportExpiry' },
      ],
    });
    const unknownCountry = await add(token, details({ nationality: 'ZZ' }));
    expect(unknownCountry.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: "Invalid body field 'nationality': must be an ISO 3166-1 alpha-2 country code such as 'IN'", field: 'traveller.nationality' },
    ]);
    expect(await travellersOf(token)).toEqual([]);
    expect((await add(undefined, details())).userErrors).toEqual([{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }]);
  });

  it("never lets user B read, update or delete user A's traveller", async () => {
    const ownerToken = await signedInUser();
    const strangerToken = await signedInUser();
    const mine = (await add(ownerToken, details())).traveller;
    if (mine === null) throw new Error('add failed');
    const notFound = [{ code: 'NOT_FOUND', message: 'Traveller not found', field: 'id' }];

    expect(await nodeOf(strangerToken, mine.id)).toBeNull();
    expect(await travellersOf(strangerToken)).toEqual([]);
    expect(await update(strangerToken, mine.id, details({ firstname: 'Thief' }))).toEqual({ traveller: null, viewer: null, userErrors: notFound });
    expect(await remove(strangerToken, mine.id)).toEqual({ deletedTravellerId: null, viewer: null, userErrors: notFound });
    expect(await travellersOf(ownerToken)).toEqual([mine]);

    for (const [method, path] of [['GET', `/passenger/${mine.internalId}`], ['PUT', `/passenger/update/${mine.internalId}`], ['DELETE', `/passenger/delete/${mine.internalId}`]]) {
      const response = await fetch(`${stack.apiBaseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${strangerToken}`, 'content-type': 'application/json' },
        body: method === 'PUT' ? JSON.stringify({ firstname: 'Thief', lastname: 'X', gender: 'male', dob: '1990-01-01', nationality: 'IN' }) : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await restGet(stack.apiBaseUrl, '/passenger/list', `Bearer ${stack.apiToken}`)).status).toBe(401);
  });
});
