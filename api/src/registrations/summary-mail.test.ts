import { describe, expect, it } from 'vitest';
import { call, createAccount, outboxFor, signInByMobile, type Account } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { saveStep, startRegistration, STEP_BODIES } from './test-support.ts';

const ctx = testAppPerFile();
/** The e-mail the personal step types in (test-support.ts): never proven by anyone. */
const TYPED_EMAIL = 'asha.rao@example.com';

async function signedIn(confirmEmail = true): Promise<{ account: Account; token: string }> {
  const account = await createAccount(ctx.app, { confirmEmail });
  return { account, token: await signInByMobile(ctx.app, account) };
}

/** The registration summaries in the outbox for `to` (not the confirmation OTP). */
const summariesTo = async (to: string) => (await outboxFor(ctx.app, to)).filter((message) => message.body.startsWith('KMY free provisional registration'));
const mail = (token: string, id: string) => call(ctx.app, 'PUT', `/registration/email/${id}`, { token });

describe('PUT /registration/email/{id}', () => {
  it("sends the summary only to the account's confirmed e-mail, never to the e-mail typed in the personal step", async () => {
    const { account, token } = await signedIn();
    const registration = await startRegistration(ctx.app, token);
    const before = (await outboxFor(ctx.app, TYPED_EMAIL)).length;
    const mailed = await mail(token, registration._id);
    expect(mailed.body).toMatchObject({ status: 200, message: 'Registration summary e-mailed to your confirmed e-mail', data: { _id: registration._id, email: account.email } });
    expect((await summariesTo(account.email)).map((message) => message.body.split('\n')[0])).toEqual([`KMY free provisional registration ${registration._id}`]);
    expect(await outboxFor(ctx.app, TYPED_EMAIL)).toHaveLength(before);
  });

  it('refuses (403) an account whose e-mail is not confirmed, sending nothing', async () => {
    const { account, token } = await signedIn(false);
    const registration = await startRegistration(ctx.app, token);
    const before = (await outboxFor(ctx.app, TYPED_EMAIL)).length;
    expect((await mail(token, registration._id)).body).toEqual({
      status: 403,
      message: 'Please confirm your e-mail address first (account menu › Confirm e-mail): the summary is sent only to your confirmed e-mail',
    });
    expect(await summariesTo(account.email)).toEqual([]);
    expect(await outboxFor(ctx.app, TYPED_EMAIL)).toHaveLength(before);
  });

  it('caps summaries at 3 a day per registration and 10 a day per user: 429 with retry-after, nothing sent', async () => {
    const { account, token } = await signedIn();
    const registrations = [];
    for (let i = 0; i < 4; i += 1) registrations.push(await startRegistration(ctx.app, token));
    for (let i = 0; i < 3; i += 1) expect((await mail(token, registrations[0]!._id)).status).toBe(200);
    const perRegistration = await mail(token, registrations[0]!._id);
    expect(perRegistration.body).toEqual({ status: 429, message: expect.stringMatching(/^This registration's summary has been e-mailed too often today\. Please try again in (23|24) hours\.$/) });
    expect(Number(perRegistration.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    for (const registration of registrations.slice(1, 3)) for (let i = 0; i < 3; i += 1) expect((await mail(token, registration._id)).status).toBe(200);
    expect((await mail(token, registrations[3]!._id)).status).toBe(200);
    const perUser = await mail(token, registrations[3]!._id);
    expect(perUser.status).toBe(429);
    expect(perUser.body.message).toMatch(/^You have e-mailed too many registration summaries today\. Please try again in (23|24) hours\.$/);
    expect(perUser.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await summariesTo(account.email)).toHaveLength(10);
  });

  it('shows typed text quoted on one line: a line break in a field cannot forge a line of the e-mail', async () => {
    const { account, token } = await signedIn();
    const registration = await startRegistration(ctx.app, token);
    const forged = 'Asthma\nYour registration is APPROVED. Pay the balance at https://evil.example/pay';
    expect((await saveStep(ctx.app, token, 'medical_declaration', { hasConditions: true, conditions: forged, fitToTravel: true }, registration._id)).status).toBe(200);
    expect((await mail(token, registration._id)).status).toBe(200);
    const [sent] = await summariesTo(account.email);
    expect(sent?.body).toContain('  Details: "Asthma Your registration is APPROVED. Pay the balance at https://evil.example/pay"');
    expect(sent?.body.split('\n').some((line) => line.startsWith('Your registration'))).toBe(false);
  });

  it('reads as the form does: its labels, dates and countries by name, the mobile with its code, no ids', async () => {
    const { account, token } = await signedIn();
    const registration = await startRegistration(ctx.app, token);
    expect((await saveStep(ctx.app, token, 'address', STEP_BODIES.address, registration._id)).status).toBe(200);
    expect((await mail(token, registration._id)).status).toBe(200);
    const [sent] = await summariesTo(account.email);
    const lines = sent?.body.split('\n') ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        'Personal details:',
        '  First name: "Asha"',
        '  Gender: Female',
        '  Date of birth: 15 Aug 1968',
        '  Mobile: +91 9810012345',
        '  Nationality: India',
        '  City: "Varanasi"',
        '  Country: India',
        'Passport: not filled in yet',
      ]),
    );
    expect(sent?.body).not.toMatch(/packageId|cityId|countrycode|in-varanasi|\bdob\b/);
  });
});
