import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../accounts/password-hash.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { packages } from '../db/schema/catalogue.ts';
import { contentItems } from '../db/schema/content.ts';
import { employeeCoupons } from '../db/schema/employees.ts';
import { faqs } from '../db/schema/faqs.ts';
import { groupOrders } from '../db/schema/group-orders.ts';
import { orders } from '../db/schema/orders.ts';
import { reviews } from '../db/schema/reviews.ts';
import { tourGuides } from '../db/schema/tour-guides.ts';
import { walletAccounts } from '../db/schema/wallet.ts';
import { call, createAccount, outboxFor, WEB_DEVICE } from '../test-support/accounts.ts';
import { createTestAppOver, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase, restartableTestDatabase, type RestartableTestDatabase } from '../test-support/test-database.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { buildCommunity } from './community/build-community.ts';
import { TEST_REVIEWER } from './community/test-user.ts';
import { buildContent } from './content/build-content.ts';
import { DEMO_ACCOUNT_IDS, disableDemoAccounts } from './demo-accounts.ts';
import { COUPON_CUSTOMERS, SEED_EMPLOYEE } from './employees.ts';
import { GROUP_MEMBER, GROUP_ORGANISER } from './group-orders/group-users.ts';
import { WALLET_USER } from './wallet/wallet-user.ts';

/** The password the READMEs publish for every seeded account. */
const PUBLISHED_PASSWORD = TEST_REVIEWER.password;
/** The accounts the READMEs tell a new user to sign in with (confirmed e-mails). */
const README_ACCOUNTS = [TEST_REVIEWER, WALLET_USER, SEED_EMPLOYEE, GROUP_ORGANISER, GROUP_MEMBER];
/** Every seeded account: the README's and the employee's coupon customers (who sign in by mobile). */
const SEEDED_PEOPLE = [...README_ACCOUNTS, ...COUPON_CUSTOMERS];
const national = (e164: string): string => e164.replace(/^\+91/, '');

const signInByEmail = (app: TestApp['app'], email: string) =>
  call(app, 'POST', '/auth/login/password', { body: { email, number: 0, password: PUBLISHED_PASSWORD, deviceIDs: [WEB_DEVICE] } });
const signInByMobile = (app: TestApp['app'], e164: string) =>
  call(app, 'POST', '/auth/login/password', { body: { number: national(e164), countrycode: '+91', password: PUBLISHED_PASSWORD, deviceIDs: [WEB_DEVICE] } });

/** Users of the database whose password hash takes the published password. */
async function usersWithThePublishedPassword(database: Database): Promise<string[]> {
  const rows = await database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users);
  const matches = await Promise.all(rows.map(async (row) => ((await verifyPassword(PUBLISHED_PASSWORD, row.passwordHash)) ? row.email : null)));
  return matches.filter((email): email is string => email !== null);
}

/** Password sign-in by e-mail and by mobile, and an OTP sign-in code, for every seeded person: what each got. */
async function signInAttempts(app: TestApp['app']): Promise<{ who: string; byEmail: number; byMobile: number; otpDelivered: number }[]> {
  const attempts = [];
  for (const person of SEEDED_PEOPLE) {
    const byEmail = (await signInByEmail(app, person.email)).status;
    const byMobile = (await signInByMobile(app, person.mobile)).status;
    const asked = await call(app, 'POST', '/auth/login-otp', { body: { mobile: national(person.mobile), countrycode: '+91', deviceIDs: [WEB_DEVICE] } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    attempts.push({ who: person.email, byEmail, byMobile, otpDelivered: (await outboxFor(app, person.mobile)).length });
  }
  return attempts;
}

describe('the seed with API_SEED_DEMO_ACCOUNTS off (the default under NODE_ENV=production)', () => {
  let store: RestartableTestDatabase;
  let database: Database;
  let ctx: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    store = await restartableTestDatabase('empty');
    database = await store.start({ seedDemoAccounts: false }, (line) => log.push(line));
    ctx = createTestAppOver(database);
  });
  afterAll(async () => {
    await database?.close();
    await store?.dispose();
  });

  it('says so in its one seed line', () => {
    expect(log.filter((line) => line.startsWith('seeded '))).toEqual([expect.stringMatching(/without demo accounts \(API_SEED_DEMO_ACCOUNTS off\)$/)]);
    expect(log.some((line) => line.startsWith('disabled'))).toBe(false);
  });

  it('creates no account at all: none takes the published password, none is an employee', async () => {
    expect(await database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    expect(await usersWithThePublishedPassword(database)).toEqual([]);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'employee'))).toEqual([]);
  });

  it('lets nobody sign in as a README account, by password or by an OTP to its mobile', async () => {
    const attempts = await signInAttempts(ctx.app);
    expect(attempts).toEqual(SEEDED_PEOPLE.map((person) => ({ who: person.email, byEmail: 401, byMobile: 401, otpDelivered: 0 })));
  });

  it('skips what hangs off the demo accounts: orders, wallets, coupon history, group order, tour guides', async () => {
    const { db } = database;
    for (const table of [orders, walletAccounts, employeeCoupons, groupOrders, tourGuides]) {
      expect(await db.select({ n: count() }).from(table)).toEqual([{ n: 0 }]);
    }
  });

  it('still seeds the public site: the catalogue, content, reviews and FAQs (reviews and FAQs with no author account)', async () => {
    const { db } = database;
    const [[listed], [content], [written], [asked], [authored]] = await Promise.all([
      db.select({ n: count() }).from(packages).where(eq(packages.status, true)),
      db.select({ n: count() }).from(contentItems),
      db.select({ n: count() }).from(reviews),
      db.select({ n: count() }).from(faqs),
      db.select({ n: count() }).from(reviews).where(isNotNull(reviews.userId)),
    ]);
    // As many as the seed builds with the demo accounts: none of these rows is left out.
    const slugs = new Set(buildCatalogue().packages.map((row) => row.slug));
    const community = buildCommunity(slugs);
    expect(listed?.n).toBe(74);
    expect(content?.n).toBe(buildContent(slugs, new Date()).contentItems.length);
    expect(written?.n).toBe(community.reviews.length);
    expect(asked?.n).toBe(community.faqs.length);
    expect(authored?.n).toBe(0);
    expect((await call(ctx.app, 'GET', '/categorymenu')).status).toBe(200);
  });
});

describe('the seed with API_SEED_DEMO_ACCOUNTS on (development, tests: the template every test file copies)', () => {
  let database: Database;
  let ctx: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = createTestAppOver(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has every README account, signing in with the published password, and the employee is an employee', async () => {
    for (const account of README_ACCOUNTS) {
      const answer = await signInByEmail(ctx.app, account.email);
      expect(answer.status, account.email).toBe(200);
    }
    const [employee] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, SEED_EMPLOYEE.id));
    expect(employee?.role).toBe('employee');
    expect((await usersWithThePublishedPassword(database)).sort()).toEqual(SEEDED_PEOPLE.map((person) => person.email).sort());
  });
});

describe('a database seeded with the demo accounts, started again with API_SEED_DEMO_ACCOUNTS off', () => {
  let store: RestartableTestDatabase;
  let database: Database | undefined;
  let ctx: TestApp;
  /** The employee's token and the wallet user's, issued before the restart. */
  const tokens: string[] = [];
  const log: string[] = [];
  beforeAll(async () => {
    store = await restartableTestDatabase('template');
    const before = await store.start({ seedDemoAccounts: true });
    try {
      const app = createTestAppOver(before).app;
      for (const email of [SEED_EMPLOYEE.email, WALLET_USER.email]) {
        const answer = await call<{ data: { token: string } }>(app, 'POST', '/auth/login/password', { body: { email, number: 0, password: PUBLISHED_PASSWORD, deviceIDs: [WEB_DEVICE] } });
        expect(answer.status).toBe(200);
        tokens.push(answer.body.data.token);
      }
    } finally {
      await before.close();
    }
    database = await store.start({ seedDemoAccounts: false }, (line) => log.push(line));
    ctx = createTestAppOver(database);
  });
  afterAll(async () => {
    await database?.close();
    await store?.dispose();
  });

  it('disables every demo account at start and logs one line naming them', () => {
    const lines = log.filter((line) => line.startsWith('disabled'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^disabled ${DEMO_ACCOUNT_IDS.length} demo accounts of the seed \\(API_SEED_DEMO_ACCOUNTS off\\)`));
    for (const person of SEEDED_PEOPLE) expect(lines[0]).toContain(person.email);
    expect(lines[0]).not.toContain(PUBLISHED_PASSWORD);
  });

  it('leaves no account that takes the published password or has the employee role', async () => {
    expect(await usersWithThePublishedPassword(database!)).toEqual([]);
    expect(await database!.db.select({ id: users.id }).from(users).where(eq(users.role, 'employee'))).toEqual([]);
  });

  it('refuses every sign-in of theirs: password by e-mail or mobile, OTP to the seeded mobile', async () => {
    const attempts = await signInAttempts(ctx.app);
    expect(attempts).toEqual(SEEDED_PEOPLE.map((person) => ({ who: person.email, byEmail: 401, byMobile: 401, otpDelivered: 0 })));
  });

  it('revokes the sessions they had, so the employee routes and the wallet answer 401', async () => {
    const [employee, wallet] = tokens;
    expect((await call(ctx.app, 'GET', '/get-employee-coupon-list', { token: employee })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/user', { token: wallet })).status).toBe(401);
  });

  it('keeps their rows (orders, wallet, group order) under the disabled accounts', async () => {
    const { db } = database!;
    const [[owned], [group]] = await Promise.all([
      db.select({ n: count() }).from(orders).where(inArray(orders.userId, [...DEMO_ACCOUNT_IDS])),
      db.select({ n: count() }).from(groupOrders).where(eq(groupOrders.organiserId, GROUP_ORGANISER.id)),
    ]);
    expect(owned?.n).toBeGreaterThan(10);
    expect(group?.n).toBe(1);
  });

  it('frees the seeded mobile: its real owner signs up with it and gets an account of their own', async () => {
    const owner = await createAccount(ctx.app, { mobile: Number(national(SEED_EMPLOYEE.mobile)), email: 'the-real-owner@example.org', password: 'my-own-password-1', confirmEmail: false });
    expect(owner.userId).not.toBe(SEED_EMPLOYEE.id);
    const token = await signInByMobileWith(ctx.app, SEED_EMPLOYEE.mobile, 'my-own-password-1');
    const profile = await call<{ data: { _id: string; role: string } }>(ctx.app, 'GET', '/user', { token });
    expect(profile.body.data).toMatchObject({ _id: owner.userId, role: 'customer' });
  });

  it('is idempotent: a second start changes nothing and logs nothing', async () => {
    const snapshot = () => database!.db.select().from(users).where(inArray(users.id, [...DEMO_ACCOUNT_IDS])).orderBy(users.id);
    const before = await snapshot();
    expect(await disableDemoAccounts(database!.db, new Date())).toEqual([]);
    await database!.close();
    database = undefined;
    const again: string[] = [];
    database = await store.start({ seedDemoAccounts: false }, (line) => again.push(line));
    expect(again.filter((line) => line.startsWith('disabled'))).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

async function signInByMobileWith(app: TestApp['app'], e164: string, password: string): Promise<string> {
  const answer = await call<{ data: { token: string } }>(app, 'POST', '/auth/login/password', { body: { number: national(e164), countrycode: '+91', password, deviceIDs: [WEB_DEVICE] } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token;
}
