import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { enquiries } from '../db/schema/enquiries.ts';
import { leadEvents } from '../db/schema/leads.ts';
import { packages } from '../db/schema/catalogue.ts';
import { call, freshClientIp, trustedClientIp } from '../test-support/accounts.ts';
import { packageIdOf } from '../test-support/commerce.ts';
import type { TestApp } from '../test-support/test-app.ts';
import type { LeadOtpAnswer } from './lead-answers.ts';

type Ctx = Pick<TestApp, 'app' | 'database'>;

/** A fresh valid Indian mobile of this file's series (prefix 81), national digits. */
export const freshLeadMobile = (): number => Number(`81${String(randomInt(0, 100_000_000)).padStart(8, '0')}`);

export const KASHI = packageIdOf('kashi-vishwanath-darshan-with-ganga-aarti');
export const CHAR_DHAM = packageIdOf('char-dham-yatra-2027');
export const BADRINATH = packageIdOf('badrinath-yatra-from-haridwar');

export async function titleOf(ctx: Ctx, id: string): Promise<string> {
  const [row] = await ctx.database.db.select({ title: packages.title }).from(packages).where(eq(packages.id, id));
  return row?.title ?? '';
}

export const enquiryRow = async (ctx: Ctx, id: string) => (await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0];
export const enquiriesOf = (ctx: Ctx, e164: string) => ctx.database.db.select().from(enquiries).where(eq(enquiries.mobile, e164));
export const leadEventsOf = (ctx: Ctx, id: string) => ctx.database.db.select().from(leadEvents).where(eq(leadEvents.subjectId, id));

type LeadOptions = { token?: string; ip?: string };
const options = (body: unknown, { token, ip }: LeadOptions) => ({ body, token, headers: trustedClientIp(ip ?? freshClientIp()) });

export const postLead = (ctx: Ctx, path: string, body: unknown, opts: LeadOptions = {}) => call<LeadOtpAnswer>(ctx.app, 'POST', path, options(body, opts));

export const callBody = (mobile: number, extra: Record<string, unknown> = {}) => ({ source: 'web', mobile, countrycode: '+91', otpverified: false, pagessourcelink: 'http://localhost:3000/', ...extra });

export const priceBody = (phone: number, extra: Record<string, unknown> = {}) => ({
  source: 'web',
  NoOfPerson: '',
  name: 'Asha Rao',
  email: 'Asha.Rao@Example.com',
  phone,
  countrycode: '+91',
  comment: 'what the client says',
  packageid: KASHI,
  pagessourcelink: 'http://localhost:3000/package/kashi',
  packagename: 'what the client says',
  ...extra,
});

export const quickBody = (phone: number, extra: Record<string, unknown> = {}) => ({
  source: 'android',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone,
  countrycode: '+91',
  noofperson: '11-20',
  packagename: 'ignored',
  packagelist: [{ packageid: CHAR_DHAM, packagename: 'ignored' }, { packageid: BADRINATH }],
  pagessourcelink: 'http://localhost:3000/search',
  comment: 'Senior citizens in the group',
  ...extra,
});

export const verify = (ctx: Ctx, id: string, phone: number, otp: string) =>
  call<{ data: { data: string; otpverified: boolean } }>(ctx.app, 'POST', '/enquiry/verify', { body: { source: 'web', id, phone, countrycode: '+91', otp, otpVerified: true } });
