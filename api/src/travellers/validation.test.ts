import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { passengerBody, signedInUser, travellersClock } from './test-support.ts';

const ctx = testAppPerFile({ now: travellersClock().now });

/** Today in India on the test clock is 2026-03-01. */
const cases: [string, Record<string, unknown>, string][] = [
  ['missing first name', { firstname: '  ' }, "Invalid body field 'firstname': is required"],
  ['digits in a name', { lastname: 'R2D2' }, "Invalid body field 'lastname': may contain only letters, spaces and the characters . ' -"],
  ['unknown gender', { gender: 'x' }, "Invalid body field 'gender': must be one of male, female, other"],
  ['impossible date of birth', { dob: '1990-02-30' }, "Invalid body field 'dob': must be a date as YYYY-MM-DD"],
  ['date of birth tomorrow', { dob: '2026-03-02' }, "Invalid body field 'dob': must not be in the future"],
  ['older than 110', { dob: '1915-02-28' }, "Invalid body field 'dob': must be within the last 110 years"],
  ['invalid mobile', { mobile: 12345 }, "Invalid body field 'mobile': is not a valid phone number for its dial code"],
  ['invalid e-mail', { email: 'asha@' }, "Invalid body field 'email': must be a valid e-mail address"],
  ['unknown country', { nationality: 'XX' }, "Invalid body field 'nationality': must be an ISO 3166-1 alpha-2 country code such as 'IN'"],
  ['short passport number', { nationality: 'NP', passportNumber: 'AB12' }, "Invalid body field 'passportNumber': must be 6 to 9 letters and digits"],
  ['Indian passport pattern', { passportNumber: '12345678' }, "Invalid body field 'passportNumber': an Indian passport number is a letter and 7 digits"],
  ['expired passport', { passportExpiry: '2026-03-01' }, "Invalid body field 'passportExpiry': must be in the future"],
  ['expiry without number', { passportNumber: '' }, "Invalid body field 'passportNumber': is required with passportExpiry"],
  ['number without expiry', { passportExpiry: null }, "Invalid body field 'passportExpiry': is required with passportNumber"],
  ['long notes', { notes: 'n'.repeat(501) }, "Invalid body field 'notes': must be at most 500 characters"],
];

describe('/passenger validation', () => {
  it.each(cases)('refuses %s with a 400 naming the field', async (_name, overrides, message) => {
    const token = await signedInUser(ctx.app);
    for (const [method, path] of [['POST', '/passenger/add'], ['PUT', '/passenger/update/65a1b2c3d4e5f60718293a4b']] as const) {
      const answer = await call(ctx.app, method, path, { token, body: passengerBody(overrides) });
      expect(answer.body, path).toEqual({ status: 400, message });
    }
  });

  it('accepts a newborn and a traveller without documents or contact', async () => {
    const token = await signedInUser(ctx.app);
    const body = passengerBody({ dob: '2026-03-01', mobile: '', email: null, passportNumber: null, passportExpiry: null, relation: '', notes: undefined });
    const answer = await call(ctx.app, 'POST', '/passenger/add', { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
