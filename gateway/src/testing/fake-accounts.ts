import type { SessionModel, UserProfileModel } from '../rest/accounts/types.ts';
import { fakeUpstream, type FakeReply, type RecordedCall } from './fake-upstream.ts';

/** A route of the accounts contract, as `METHOD /path` below the api root. */
export type AccountRoute = `${'GET' | 'POST' | 'PUT'} /${string}`;

export type AccountReplies = Partial<Record<AccountRoute, FakeReply | ((call: RecordedCall) => FakeReply)>>;

export const USER_ID = '65a1b2c3d4e5f60718293a4b';
export const USER_TOKEN = 'user-token-of-asha';

export const userProfile = (overrides: Partial<UserProfileModel> = {}): UserProfileModel => ({
  _id: USER_ID,
  firstname: 'asha',
  lastname: 'Rao',
  email: 'asha@example.com',
  mobile: 9810012345,
  countrycode: '+91',
  emailVerified: false,
  mobileVerified: true,
  role: 'customer',
  createdAt: '2025-01-02T03:04:05.000Z',
  ...overrides,
});

export const session = (user: UserProfileModel = userProfile()): SessionModel => ({
  token: USER_TOKEN,
  expiresAt: '2025-02-01T03:04:05.000Z',
  user,
});

/** `{ status, message, data }` with the route's own message. */
export const answer = (message: string, data?: unknown): FakeReply => ({
  status: 200,
  body: data === undefined ? { status: 200, message } : { status: 200, message, data },
});

/** A fake api answering the given account routes (anything else is a 404), recording every call. */
export function fakeAccountsUpstream(replies: AccountReplies) {
  return fakeUpstream((url, call) => {
    const route = `${call.method} ${url.pathname.replace(/^\/api\/v1/, '')}` as AccountRoute;
    const reply = replies[route];
    return typeof reply === 'function' ? reply(call) : reply;
  });
}
