import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { BADRINATH, callBody, CHAR_DHAM, enquiriesOf, freshLeadMobile, KASHI, priceBody, quickBody } from './test-helpers.ts';

const ctx = testAppPerFile();
const SOURCE = "Invalid body field 'source': must be 'web', 'android' or 'ios'";

type Case = [field: string, body: (mobile: number) => Record<string, unknown>, message: string];

const cases: Record<string, Case[]> = {
  '/enquiry/call': [
    ['source missing', (m) => callBody(m, { source: undefined }), SOURCE],
    ['source unknown', (m) => callBody(m, { source: 'desktop' }), SOURCE],
    ['mobile not a number', (m) => callBody(m, { mobile: true }), "Invalid body field 'mobile': must be the national number (digits only, at most 15)"],
    ['mobile too short', (m) => callBody(m, { mobile: 81234 }), 'Invalid phone number'],
    ['countrycode', (m) => callBody(m, { countrycode: 'India' }), "Invalid body field 'countrycode': must be a dial code such as '+91'"],
  ],
  '/enquiry/create': [
    ['source missing', (m) => priceBody(m, { source: undefined }), SOURCE],
    ['name missing', (m) => priceBody(m, { name: undefined }), "Invalid body field 'name': Name is required"],
    ['name blank', (m) => priceBody(m, { name: '  ' }), "Invalid body field 'name': Name is required"],
    ['email', (m) => priceBody(m, { email: 'asha@rao' }), "Invalid body field 'email': Enter a valid email address"],
    ['phone', (m) => priceBody(m, { phone: 81234 }), 'Invalid phone number'],
    ['packageid missing', (m) => priceBody(m, { packageid: undefined }), "Invalid body field 'packageid': Package is required"],
    ['NoOfPerson', (m) => priceBody(m, { NoOfPerson: '12' }), "Invalid body field 'NoOfPerson': Person is required"],
  ],
  '/enquiry/quick': [
    ['source missing', (m) => quickBody(m, { source: undefined }), SOURCE],
    ['name short', (m) => quickBody(m, { name: 'Al' }), "Invalid body field 'name': Name must be at least 3 characters"],
    ['email not com/in/org/net', (m) => quickBody(m, { email: 'ravi@example.co' }), "Invalid body field 'email': Enter a valid email address"],
    ['phone', (m) => quickBody(m, { phone: 81234 }), 'Invalid phone number'],
    ['noofperson missing', (m) => quickBody(m, { noofperson: undefined }), "Invalid body field 'noofperson': Person is required"],
    ['noofperson unknown', (m) => quickBody(m, { noofperson: '11' }), "Invalid body field 'noofperson': Person is required"],
    ['packagelist missing', (m) => quickBody(m, { packagelist: undefined }), "Invalid body field 'packagelist': Package is required"],
    ['packagelist empty', (m) => quickBody(m, { packagelist: [] }), "Invalid body field 'packagelist': Package is required"],
    [
      'packagelist over 3',
      (m) => quickBody(m, { packagelist: [KASHI, CHAR_DHAM, BADRINATH, 'a'.repeat(24)].map((packageid) => ({ packageid })) }),
      "Invalid body field 'packagelist': You can select max 3 package.",
    ],
    ['packagelist repeated', (m) => quickBody(m, { packagelist: [{ packageid: KASHI }, { packageid: KASHI }] }), "Invalid body field 'packagelist': must name each package once"],
    ['comment over 1000', (m) => quickBody(m, { comment: 'x'.repeat(1001) }), "Invalid body field 'comment': must be at most 1000 characters"],
    ['form', (m) => quickBody(m, { form: 'popup' }), "Invalid body field 'form': must be 'quick' or 'footer'"],
  ],
};

describe.each(Object.entries(cases))('POST %s validation', (path, pathCases) => {
  it.each(pathCases)('refuses %s with its message and stores nothing', async (_field, body, message) => {
    const mobile = freshLeadMobile();
    const answer = await call(ctx.app, 'POST', path, { body: body(mobile) });
    expect(answer.body).toEqual({ status: 400, message });
    expect(await enquiriesOf(ctx, `+91${mobile}`)).toEqual([]);
  });
});

describe('verify and resend validation', () => {
  it.each([
    ['/enquiry/verify', { id: 'a'.repeat(24), phone: 8112345678, otp: '1234' }],
    ['/enquiry/quick/verify', { enquiryId: 'a'.repeat(24), mobile: 8112345678, code: '1234' }],
    ['/enquiry/resend', { id: 'a'.repeat(24), phone: 8112345678 }],
  ])('%s requires source', async (path, body) => {
    expect((await call(ctx.app, 'POST', path, { body })).body).toEqual({ status: 400, message: SOURCE });
  });
});
