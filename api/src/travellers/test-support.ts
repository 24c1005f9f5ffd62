import { call, createAccount, signIn, TestClock } from '../test-support/accounts.ts';
import type { TestApp } from '../test-support/test-app.ts';
import type { Passenger } from './schemas.ts';

/** The clock of the travellers tests: 1 March 2026, 06:00 UTC (11:30 in India). */
export const travellersClock = () => new TestClock();

/** A valid body for `/passenger/add` and `/passenger/update/{id}`; `overrides` replace fields. */
export const passengerBody = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Asha',
  lastname: 'Rao',
  gender: 'female',
  dob: '1962-08-15',
  mobile: 9810012345,
  countrycode: '+91',
  email: 'Asha.Rao@Example.com',
  nationality: 'in',
  passportNumber: 'z 123 4567',
  passportExpiry: '2031-05-31',
  relation: 'Mother',
  notes: null,
  source: 'web',
  ...overrides,
});

/** A new account, signed in: its token. */
export async function signedInUser(app: TestApp['app']): Promise<string> {
  const account = await createAccount(app);
  return signIn(app, account.email, account.password);
}

/** Adds a traveller for `token` and answers it (fails the test on anything but 200). */
export async function addPassenger(app: TestApp['app'], token: string, overrides: Record<string, unknown> = {}): Promise<Passenger> {
  const answer = await call<{ data: Passenger }>(app, 'POST', '/passenger/add', { token, body: passengerBody(overrides) });
  if (answer.status !== 200) throw new Error(`add answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
