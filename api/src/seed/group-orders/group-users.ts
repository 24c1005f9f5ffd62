import { TEST_REVIEWER } from '../community/test-user.ts';
import { stableId } from '../ids.ts';

/** The seeded group order's people (api/README.md "Group orders"): password `Yatra@2026` (the reviewer's hash). */
const person = (key: string, email: string, mobile: string, firstname: string, lastname: string) => ({
  id: stableId('user', key),
  email,
  mobile,
  firstname,
  lastname,
  passwordHash: TEST_REVIEWER.passwordHash,
});

export const GROUP_ORGANISER = person('group-organiser', 'organiser@example.com', '+919812300031', 'Ravi', 'Menon');
export const GROUP_MEMBER = person('group-member', 'member@example.com', '+919812300032', 'Lata', 'Menon');
/** Named in the group order by mobile only: the share becomes theirs when they sign up with this number. */
export const GROUP_INVITEE_MOBILE = '+919812300033';
export const GROUP_PASSWORD = TEST_REVIEWER.password;

export const SEEDED_GROUP_ORDER = {
  id: stableId('group-order', 'menon-family-varanasi'),
  title: 'Menon family Varanasi yatra',
  packageSlug: 'varanasi-tour-package',
} as const;
