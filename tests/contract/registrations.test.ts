/**
 * KMY registrations (REST `/registration/*`) and countries over real HTTP through the gateway: a registration
 * saved step by step with one `POST /registration/addupdate` per step, the shared rules' messages on the input
 * fields (no call), the api's refusals, and another user getting NOT_FOUND / a null `node` / 404 from REST.
 */
import { describe, expect, it } from 'vitest';
import { contractClient, type UserError } from '../support/contract-users.ts';
import { restGet } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '84', clientIp: '198.51.100.160', label: 'kmyreg' });

type Registration = { id: string; internalId: string; completedSteps: string[]; nextStep: string | null; package: { slug: string } | null; personal: { mobile: string } | null; address: { city: string } | null };
type Saved = { registration: Registration | null; userErrors: UserError[] };

const REGISTRATION = 'id internalId completedSteps nextStep package { slug } personal { mobile } address { city }';
const SAVE = `mutation($input: SaveRegistrationStepInput!) { saveRegistrationStep(input: $input) { registration { ${REGISTRATION} } userErrors { code message field } } }`;

const save = async (token: string, input: Record<string, unknown>) => (await client.run<{ saveRegistrationStep: Saved }>(SAVE, { input }, token)).saveRegistrationStep;

async function kmyPackageId(): Promise<string> {
  const { kmyRegistrationPackages } = await client.run<{ kmyRegistrationPackages: { id: string }[] }>('{ kmyRegistrationPackages { id } }');
  return kmyRegistrationPackages[0]?.id ?? '';
}

const personal = (packageId: string) => ({
  packageId, firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1968-08-15', email: 'asha.kmy@example.com', mobile: '98100 12345', countryCode: '+91', nationality: 'IN',
});
const STEPS = {
  passport: { passportNumber: 'z 123 4567', issueDate: '2022-05-31', expiryDate: '2034-05-30', issuePlace: 'Lucknow' },
  address: { line1: '12 Assi Ghat Road', countryCode: 'IN', cityId: 'in-varanasi', pincode: '221005' },
  emergencyContact: { name: 'Ravi Rao', relation: 'Son', mobile: '9810054321', countryCode: '+91' },
  medicalDeclaration: { hasConditions: false, fitToTravel: true },
};

describe('KMY registrations', () => {
  it('saves a registration step by step, one REST call per step, resuming at the first missing step', async () => {
    const token = await client.signedInUser();
    const first = await countUpstreamCalls(stack.proxyUrl, async () => save(token, { personal: personal(await kmyPackageId()) }));
    expect(first.result.userErrors).toEqual([]);
    expect(callsTo(first.calls, '/registration/addupdate')).toHaveLength(1);
    const { id } = first.result.registration ?? { id: '' };
    for (const [field, values] of Object.entries(STEPS)) {
      const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => save(token, { id, [field]: values }));
      expect(result.userErrors, field).toEqual([]);
      expect(calls.filter((call) => call.method === 'POST').map((call) => `${call.path}?${call.query}`), field).toHaveLength(1);
      expect(calls.filter((call) => call.path.includes('/registration') && call.method !== 'POST'), field).toEqual([]);
    }
    const { viewer } = await client.run<{ viewer: { registrations: Registration[] } }>(`{ viewer { registrations { ${REGISTRATION} } } }`, {}, token);
    expect(viewer.registrations).toEqual([
      expect.objectContaining({ id, completedSteps: ['PERSONAL', 'PASSPORT', 'ADDRESS', 'EMERGENCY_CONTACT', 'MEDICAL_DECLARATION'], nextStep: 'DOCUMENTS', personal: { mobile: '+919810012345' }, address: { city: 'Varanasi' } }),
    ]);
    expect(viewer.registrations[0]?.package?.slug).toMatch(/kailash/);
  });

  it("answers the shared rules' messages on the input fields without calling the api", async () => {
    const token = await client.signedInUser();
    const packageId = await kmyPackageId();
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, async () => ({
      personal: await save(token, { personal: { ...personal(packageId), firstname: '', dateOfBirth: '2012-01-01', mobile: '12' } }),
      passport: await save(token, { passport: STEPS.passport }),
      medical: await save(token, { id: 'UmVnaXN0cmF0aW9uOmFiYw==', medicalDeclaration: { hasConditions: true, fitToTravel: false } }),
    }));
    expect(result.personal.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'First name is required', field: 'personal.firstname' },
      { code: 'INVALID_INPUT', message: 'Pilgrims must be 18 to 70 years old', field: 'personal.dateOfBirth' },
      { code: 'INVALID_INPUT', message: 'Invalid phone number', field: 'personal.mobile' },
    ]);
    expect(result.passport.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Start with the personal details', field: 'id' }]);
    expect(result.medical.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Describe the conditions', field: 'medicalDeclaration.conditions' },
      { code: 'INVALID_INPUT', message: 'Please confirm the declaration to continue', field: 'medicalDeclaration.fitToTravel' },
    ]);
    expect(callsTo(calls, '/registration')).toHaveLength(0);
  });

  it("shows the api's refusal on its field: a city of another country, documents not uploaded", async () => {
    const token = await client.signedInUser();
    const created = await save(token, { personal: personal(await kmyPackageId()) });
    const id = created.registration?.id;
    expect((await save(token, { id, address: { ...STEPS.address, countryCode: 'NP' } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: "Invalid body field 'cityId': is not a city of the country", field: 'address.cityId' },
    ]);
    expect((await save(token, { id, documents: true })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: "Invalid body field 'documents': upload photo, passport_front, passport_back first", field: 'documents' },
    ]);
  });

  it("never shows, changes, e-mails or deletes another user's registration", async () => {
    const owner = await client.signedInUser();
    const stranger = await client.signedInUser();
    const created = await save(owner, { personal: personal(await kmyPackageId()) });
    const { id, internalId } = created.registration ?? { id: '', internalId: '' };
    const notFound = [{ code: 'NOT_FOUND', message: 'Registration not found', field: 'id' }];
    expect((await save(stranger, { id, passport: STEPS.passport })).userErrors).toEqual(notFound);
    const ERRORS = 'userErrors { code message field }';
    const mailed = await client.run<{ emailRegistration: { email: string | null; userErrors: UserError[] } }>(`mutation($input: EmailRegistrationInput!) { emailRegistration(input: $input) { email ${ERRORS} } }`, { input: { id } }, stranger);
    expect(mailed.emailRegistration).toEqual({ email: null, userErrors: notFound });
    const deleted = await client.run<{ deleteRegistration: { deletedRegistrationId: string | null; userErrors: UserError[] } }>(`mutation($input: DeleteRegistrationInput!) { deleteRegistration(input: $input) { deletedRegistrationId ${ERRORS} } }`, { input: { id } }, stranger);
    expect(deleted.deleteRegistration).toEqual({ deletedRegistrationId: null, userErrors: notFound });
    expect((await client.run<{ node: unknown }>('query($id: ID!) { node(id: $id) { id } }', { id }, stranger)).node).toBeNull();
    expect((await client.run<{ viewer: { registrations: unknown[] } }>('{ viewer { registrations { id } } }', {}, stranger)).viewer.registrations).toEqual([]);
    expect((await restGet(stack.apiBaseUrl, `/registration/${internalId}`, `Bearer ${stranger}`)).status).toBe(404);
    const mine = await client.run<{ node: { internalId: string } | null }>('query($id: ID!) { node(id: $id) { ... on Registration { internalId } } }', { id }, owner);
    expect(mine.node).toEqual({ internalId });
    // The summary goes only to the account's confirmed e-mail (docs/security.md §24): never to the typed-in one.
    const ownMail = await client.run<{ emailRegistration: { email: string | null; userErrors: UserError[] } }>(`mutation($input: EmailRegistrationInput!) { emailRegistration(input: $input) { email ${ERRORS} } }`, { input: { id } }, owner);
    expect(ownMail.emailRegistration).toEqual({
      email: null,
      userErrors: [{ code: 'REJECTED', message: 'Please confirm your e-mail address first (account menu › Confirm e-mail): the summary is sent only to your confirmed e-mail', field: null }],
    });
  });

  it('keeps at most 20 registrations an account (docs/security.md §33): the next is refused with the api’s message', async () => {
    const token = await client.signedInUser();
    const packageId = await kmyPackageId();
    for (let n = 0; n < 20; n += 1) expect((await save(token, { personal: personal(packageId) })).userErrors, `registration ${n + 1}`).toEqual([]);
    expect(await save(token, { personal: personal(packageId) })).toEqual({
      registration: null,
      userErrors: [{ code: 'REJECTED', message: 'You can keep at most 20 registrations. Delete one to start another.', field: null }],
    });
  });
});

/** A 1×1 PNG (the api decodes and re-encodes it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const UPLOAD = 'mutation($input: UploadRegistrationDocumentInput!) { uploadRegistrationDocument(input: $input) { registration { documents { documentType file { isImage url } } } userErrors { code message field } } }';

/** One GraphQL multipart request (the spec's `operations`, `map`, then the file), as the web proxy forwards it. */
async function uploadDocument(token: string, id: string, documentType: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { id, documentType, file: null } } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  const headers = { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1', 'x-client-ip': '198.51.100.160', 'x-proxy-key': stack.gatewayProxyKey };
  const response = await fetch(stack.gatewayUrl, { method: 'POST', headers, body: form });
  return ((await response.json()) as { data: { uploadRegistrationDocument: { registration: { documents: { documentType: string; file: { isImage: boolean; url: string } }[] } | null; userErrors: UserError[] } } }).data.uploadRegistrationDocument;
}

describe('registration documents', () => {
  it('uploads a photo through the gateway behind a signed link; a renamed text file and another user are refused', async () => {
    const owner = await client.signedInUser();
    const stranger = await client.signedInUser();
    const id = (await save(owner, { personal: personal(await kmyPackageId()) })).registration?.id ?? '';
    const uploaded = await uploadDocument(owner, id, 'PHOTO', PNG, 'photo.png');
    expect(uploaded.userErrors).toEqual([]);
    const [photo] = uploaded.registration?.documents ?? [];
    expect(photo).toMatchObject({ documentType: 'PHOTO', file: { isImage: true } });
    expect((await fetch(photo?.file.url ?? '')).headers.get('content-type')).toBe('image/png');
    const text = await uploadDocument(owner, id, 'PASSPORT_FRONT', Buffer.from('<?php echo 1; ?>'), 'front.png');
    expect(text.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'The passport scan must be a JPEG, PNG, WebP or PDF file', field: 'file' }]);
    expect((await uploadDocument(stranger, id, 'PHOTO', PNG, 'photo.png')).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Registration not found', field: 'id' }]);
  });
});

describe('countries and cities', () => {
  it('lists countries with the ones the company sells first, and a country’s cities in one call each', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      client.run<{ countries: { code: string; name: string }[]; cities: { name: string; state: string }[] }>('{ countries { code name } cities(countryCode: "NP") { name state } }'),
    );
    expect(result.countries.slice(0, 5).map((country) => country.code)).toEqual(['IN', 'NP', 'CN', 'BT', 'LK']);
    expect(result.cities).toContainEqual({ name: 'Kathmandu', state: 'Bagmati' });
    expect(callsTo(calls, '/countries')).toHaveLength(1);
    expect(callsTo(calls, '/cities')).toHaveLength(1);
  });
});
