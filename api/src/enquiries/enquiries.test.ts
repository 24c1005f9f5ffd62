import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../db/schema/enquiries.ts';
import { call, createAccount, signIn } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { EnquiryAnswer } from './schemas.ts';

const ctx = testAppPerFile();
type Listed = { data: EnquiryAnswer[]; total: number; page: number; limit: number };

/** Inserts an enquiry row as the lead-capture routes will, `minutesAgo` before 1 March 2026 06:00 UTC. */
async function insertEnquiry(row: Partial<typeof enquiries.$inferInsert> & { mobile: string }, minutesAgo = 0) {
  const id = randomBytes(12).toString('hex');
  await ctx.database.db.insert(enquiries).values({
    id,
    kind: 'quick',
    name: 'Asha Rao',
    createdAt: new Date(Date.UTC(2026, 2, 1, 6) - minutesAgo * 60_000),
    ...row,
  });
  return id;
}

async function signedInAccount() {
  const account = await createAccount(ctx.app);
  return { ...account, token: await signIn(ctx.app, account.email, account.password) };
}

describe('GET /user/enquiry', () => {
  it("answers 401 'Please sign in to continue' to the public token", async () => {
    const answer = await call(ctx.app, 'GET', '/user/enquiry?limit=100');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 401, message: 'Please sign in to continue' });
  });

  it('answers an empty page to a user with no enquiries', async () => {
    const { token } = await signedInAccount();
    const answer = await call<Listed>(ctx.app, 'GET', '/user/enquiry?limit=100', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: [], total: 0, page: 1, limit: 100 });
  });

  it("lists the user's own and verified-mobile enquiries newest first, never another user's or an unverified one", async () => {
    const me = await signedInAccount();
    const other = await signedInAccount();
    const older = await insertEnquiry({ userId: me.userId, mobile: me.e164, kind: 'price', persons: '2', packages: [{ packageid: 'a'.repeat(24), packagename: 'Kailash Yatra' }] }, 30);
    const newer = await insertEnquiry({ userId: null, mobile: me.e164, kind: 'call', name: null, verified: true }, 5);
    await insertEnquiry({ userId: null, mobile: me.e164, verified: false }, 1);
    await insertEnquiry({ userId: other.userId, mobile: other.e164, verified: true }, 2);
    await insertEnquiry({ userId: null, mobile: other.e164, verified: true }, 3);

    const mine = await call<Listed>(ctx.app, 'GET', '/user/enquiry?limit=100', { token: me.token });
    expect(mine.body.data.map((enquiry) => enquiry._id)).toEqual([newer, older]);
    expect(mine.body.total).toBe(2);
    expect(mine.body.data[1]).toMatchObject({
      kind: 'price',
      mobile: Number(me.mobile),
      countrycode: '+91',
      packagelist: [{ packageid: 'a'.repeat(24), packagename: 'Kailash Yatra' }],
      noofperson: '2',
      otpverified: false,
      createdAt: '2026-03-01T05:30:00.000Z',
    });
    const theirs = await call<Listed>(ctx.app, 'GET', '/user/enquiry', { token: other.token });
    expect(theirs.body.data.every((enquiry) => enquiry.mobile === Number(other.mobile))).toBe(true);
    expect(theirs.body.data.map((enquiry) => enquiry._id)).not.toContain(older);
    expect(theirs.body.total).toBe(2);
  });

  it('pages with page and limit and refuses a limit over 100', async () => {
    const me = await signedInAccount();
    for (const minutesAgo of [3, 2, 1]) await insertEnquiry({ userId: me.userId, mobile: me.e164, comment: `${minutesAgo}` }, minutesAgo);
    const second = await call<Listed>(ctx.app, 'GET', '/user/enquiry?page=2&limit=2', { token: me.token });
    expect(second.body.data.map((enquiry) => enquiry.comment)).toEqual(['3']);
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    const refused = await call(ctx.app, 'GET', '/user/enquiry?limit=101', { token: me.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Invalid query parameter 'limit': must be at most 100");
  });
});
