import { call, createAccount, signIn } from '../test-support/accounts.ts';
import type { TestApp } from '../test-support/test-app.ts';
import type { Registration } from './schemas.ts';

type App = TestApp['app'];

/** A valid body of each step; `documents` has none. */
export const STEP_BODIES = {
  personal: (packageId: string) => ({ packageId, firstname: 'Asha', lastname: 'Rao', gender: 'female', dob: '1968-08-15', email: 'Asha.Rao@Example.com', mobile: 9810012345, countrycode: '+91', nationality: 'in' }),
  passport: { passportNumber: 'z 123 4567', issueDate: '2022-05-31', expiryDate: '2032-05-30', issuePlace: 'Lucknow' },
  address: { line1: '12 Assi Ghat Road', line2: '', countryId: 'IN', cityId: 'in-varanasi', pincode: '221005' },
  emergency_contact: { name: 'Ravi Rao', relation: 'Son', mobile: 9810054321, countrycode: '+91' },
  medical_declaration: { hasConditions: false, conditions: null, fitToTravel: true },
} as const;

/** A new account, signed in: its token. */
export async function signedInUser(app: App): Promise<string> {
  const account = await createAccount(app);
  return signIn(app, account.email, account.password);
}

/** The first package of `GET /package/kmy-resiger-package-list`. */
export async function kmyPackageId(app: App): Promise<string> {
  const answer = await call<{ data: { _id: string }[] }>(app, 'GET', '/package/kmy-resiger-package-list');
  return answer.body.data[0]?._id ?? '';
}

export async function saveStep(app: App, token: string, informationtype: string, body: unknown, id?: string) {
  const query = new URLSearchParams({ informationtype, ...(id ? { id } : {}) });
  return call<{ data: Registration }>(app, 'POST', `/registration/addupdate?${query}`, { token, body });
}

/** Creates a registration for `token` with its personal step; answers it. */
export async function startRegistration(app: App, token: string): Promise<Registration> {
  const answer = await saveStep(app, token, 'personal', STEP_BODIES.personal(await kmyPackageId(app)));
  if (answer.status !== 200) throw new Error(`addupdate answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
