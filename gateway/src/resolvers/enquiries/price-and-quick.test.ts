import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { ENQUIRY_ID, fakeLeadsUpstream, type LeadReplies } from '../../testing/fake-leads.ts';
import { failure } from '../../testing/fake-upstream.ts';
import { objectId } from '../../testing/fixtures.ts';
import { testGateway } from '../../testing/gateway.ts';

const PAYLOAD = 'enquiryId otpSent mobile message userErrors { code message field }';
const PRICE = `mutation Price($input: CreatePriceEnquiryInput!) { createPriceEnquiry(input: $input) { ${PAYLOAD} } }`;
const QUICK = `mutation Quick($input: SubmitQuickEnquiryInput!) { submitQuickEnquiry(input: $input) { ${PAYLOAD} } }`;

const [first, second, third, fourth] = [1, 2, 3, 4].map((n) => objectId('a', n));
const packageId = (id: string | undefined) => encodeGlobalId('Package', id ?? '');

const setUp = (replies: LeadReplies = {}) => {
  const upstream = fakeLeadsUpstream(replies);
  return { upstream, gateway: testGateway(upstream.fetch) };
};
const errorsOf = (answer: unknown) => (answer as { userErrors: unknown[] }).userErrors;

const priceInput = (overrides: Record<string, unknown> = {}) => ({
  packageId: packageId(first),
  name: ' Asha Rao ',
  email: 'Asha@Example.com',
  mobile: '9810012345',
  pageUrl: 'https://example.com/package/kailash',
  ...overrides,
});

const quickInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  mobile: '9810012345',
  countryCode: '+91',
  persons: '11-20',
  packageIds: [packageId(first), packageId(second)],
  comment: ' Senior citizens in the group ',
  pageUrl: 'https://example.com/',
  ...overrides,
});

describe('Mutation.createPriceEnquiry', () => {
  it('stores the price enquiry with the REST package id and the contract body, then answers its id', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(PRICE, { input: priceInput() });
    expect(data?.createPriceEnquiry).toEqual({
      enquiryId: ENQUIRY_ID,
      otpSent: true,
      mobile: '+919810012345',
      message: 'Please check OTP sent on your phone number',
      userErrors: [],
    });
    expect(upstream.calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      [
        'POST',
        '/api/v1/enquiry/create',
        { source: 'web', name: 'Asha Rao', email: 'asha@example.com', phone: 9810012345, countrycode: '+91', packageid: first, pagessourcelink: 'https://example.com/package/kailash' },
      ],
    ]);
  });

  it("answers each field with the spec's price-request texts and calls nothing", async () => {
    const { upstream, gateway } = setUp();
    const empty = await gateway.execute(PRICE, { input: priceInput({ name: ' ', email: '', mobile: '' }) });
    expect(errorsOf(empty.data?.createPriceEnquiry)).toEqual([
      { code: 'INVALID_INPUT', message: 'Name is required', field: 'name' },
      { code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' },
      { code: 'INVALID_INPUT', message: 'Phone number is required', field: 'mobile' },
    ]);
    const invalid = await gateway.execute(PRICE, { input: priceInput({ email: 'asha@', mobile: '12345' }) });
    expect(errorsOf(invalid.data?.createPriceEnquiry)).toEqual([
      { code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' },
      { code: 'INVALID_INPUT', message: 'Phone number is required', field: 'mobile' },
    ]);
    expect(upstream.calls).toHaveLength(0);
  });

  it('refuses a package id that is not a Package global id as NOT_FOUND, and shows the api 404 on packageId', async () => {
    const { upstream, gateway } = setUp({ 'POST /enquiry/create': failure(404, 'Package not found') });
    const forged = await gateway.execute(PRICE, { input: priceInput({ packageId: encodeGlobalId('Category', first ?? '') }) });
    expect(errorsOf(forged.data?.createPriceEnquiry)).toEqual([{ code: 'NOT_FOUND', message: 'Package not found', field: 'packageId' }]);
    const malformed = await gateway.execute(PRICE, { input: priceInput({ packageId: 'not-an-id' }) });
    expect(errorsOf(malformed.data?.createPriceEnquiry)).toEqual([{ code: 'NOT_FOUND', message: 'Package not found', field: 'packageId' }]);
    expect(upstream.calls).toHaveLength(0);
    const unknown = await gateway.execute(PRICE, { input: priceInput() });
    expect(unknown.data?.createPriceEnquiry).toMatchObject({ enquiryId: null, userErrors: [{ code: 'NOT_FOUND', message: 'Package not found', field: 'packageId' }] });
  });

  it("answers the api's other refusals with 'Invalid mobile number'", async () => {
    const { gateway } = setUp({ 'POST /enquiry/create': failure(400, "Invalid body field 'phone': not a mobile number") });
    const { data } = await gateway.execute(PRICE, { input: priceInput() });
    expect(errorsOf(data?.createPriceEnquiry)).toEqual([{ code: 'INVALID_INPUT', message: 'Invalid mobile number', field: 'mobile' }]);
  });
});

describe('Mutation.submitQuickEnquiry', () => {
  it('stores the quick enquiry with its package list, person count, comment and page, then answers its id', async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(QUICK, { input: quickInput() });
    expect(data?.submitQuickEnquiry).toMatchObject({ enquiryId: ENQUIRY_ID, otpSent: true, userErrors: [] });
    expect(upstream.calls[0]?.url.pathname).toBe('/api/v1/enquiry/quick');
    expect(upstream.calls[0]?.body).toEqual({
      source: 'web',
      form: 'quick',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: 9810012345,
      countrycode: '+91',
      noofperson: '11-20',
      packagelist: [{ packageid: first }, { packageid: second }],
      comment: 'Senior citizens in the group',
      pagessourcelink: 'https://example.com/',
    });
  });

  it('marks the footer form and leaves an empty comment and page out', async () => {
    const { upstream, gateway } = setUp();
    await gateway.execute(QUICK, { input: quickInput({ form: 'FOOTER', comment: '  ', pageUrl: null, packageIds: [packageId(first), packageId(first)] }) });
    const body = upstream.calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ form: 'footer', packagelist: [{ packageid: first }] });
    expect(body).not.toHaveProperty('comment');
    expect(body).not.toHaveProperty('pagessourcelink');
  });

  it("answers every enquiry rule with the spec's texts and calls nothing", async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(QUICK, {
      input: quickInput({ name: 'As', email: 'asha@example.co.uk', mobile: '98100', persons: '', packageIds: [] }),
    });
    expect(errorsOf(data?.submitQuickEnquiry)).toEqual([
      { code: 'INVALID_INPUT', message: 'Name must be at least 3 characters', field: 'name' },
      { code: 'INVALID_INPUT', message: 'Enter a valid email address', field: 'email' },
      { code: 'INVALID_INPUT', message: 'Person is required', field: 'persons' },
      { code: 'INVALID_INPUT', message: 'Package is required', field: 'packageIds' },
      { code: 'INVALID_INPUT', message: 'Phone number must be at least 10 digits', field: 'mobile' },
    ]);
    expect(upstream.calls).toHaveLength(0);
  });

  it("refuses more than 3 packages and a person count outside the spec's options", async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(QUICK, {
      input: quickInput({ persons: '50', packageIds: [first, second, third, fourth].map(packageId) }),
    });
    expect(errorsOf(data?.submitQuickEnquiry)).toEqual([
      { code: 'INVALID_INPUT', message: 'Person is required', field: 'persons' },
      { code: 'INVALID_INPUT', message: 'Package is required', field: 'packageIds' },
    ]);
    expect(upstream.calls).toHaveLength(0);
  });

  it('refuses a package id of another type as NOT_FOUND on its place in the list', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(QUICK, { input: quickInput({ packageIds: [packageId(first), encodeGlobalId('Order', 'x')] }) });
    expect(errorsOf(data?.submitQuickEnquiry)).toEqual([{ code: 'NOT_FOUND', message: 'Package not found', field: 'packageIds.1' }]);
  });
});
