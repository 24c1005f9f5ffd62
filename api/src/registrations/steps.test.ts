import { describe, expect, it } from 'vitest';
import { call, TestClock } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Registration } from './schemas.ts';
import { saveStep, signedInUser, startRegistration, STEP_BODIES } from './test-support.ts';

const ctx = testAppPerFile({ now: new TestClock().now });

describe('POST /registration/addupdate', () => {
  it('creates a draft from the personal step, then saves the steps one by one, in order', async () => {
    const token = await signedInUser(ctx.app);
    const created = await startRegistration(ctx.app, token);
    expect(created).toMatchObject({ completedSteps: ['personal'], nextStep: 'passport', submittedAt: null, documents: [] });
    expect(created.steps.personal).toMatchObject({ email: 'asha.rao@example.com', nationality: 'IN', mobile: '9810012345' });
    const passport = await saveStep(ctx.app, token, 'passport', STEP_BODIES.passport, created._id);
    expect(passport.body.data.steps.passport).toMatchObject({ passportNumber: 'Z1234567' });
    const address = await saveStep(ctx.app, token, 'address', STEP_BODIES.address, created._id);
    expect(address.body.data.steps.address).toMatchObject({ cityId: 'in-varanasi', city: 'Varanasi', line2: null });
    expect(address.body.data).toMatchObject({ completedSteps: ['personal', 'passport', 'address'], nextStep: 'emergency_contact' });
  });

  it('refuses a bad step with every field named, and keeps the saved data as it was', async () => {
    const token = await signedInUser(ctx.app);
    const { _id } = await startRegistration(ctx.app, token);
    const bad = await saveStep(ctx.app, token, 'passport', { ...STEP_BODIES.passport, passportNumber: '12', issuePlace: '' }, _id);
    expect(bad.body).toEqual({ status: 400, message: "Invalid body field 'passportNumber': must be 6 to 9 letters and digits; Invalid body field 'issuePlace': is required" });
    const expiring = await saveStep(ctx.app, token, 'passport', { ...STEP_BODIES.passport, expiryDate: '2026-05-01' }, _id);
    expect(expiring.body.message).toBe("Invalid body field 'expiryDate': must be at least 6 months away");
    const wrongCity = await saveStep(ctx.app, token, 'address', { ...STEP_BODIES.address, countryId: 'NP' }, _id);
    expect(wrongCity.body.message).toBe("Invalid body field 'cityId': is not a city of the country");
    const medical = await saveStep(ctx.app, token, 'medical_declaration', { hasConditions: true, fitToTravel: false }, _id);
    expect(medical.body.message).toBe("Invalid body field 'fitToTravel': must be true: the declaration is required");
    const documents = await saveStep(ctx.app, token, 'documents', {}, _id);
    expect(documents.body.message).toBe("Invalid body field 'documents': upload photo, passport_front, passport_back first");
    const kept = await call<{ data: Registration }>(ctx.app, 'GET', `/registration/${_id}`, { token });
    expect(kept.body.data.completedSteps).toEqual(['personal']);
    expect(kept.body.data.steps).not.toHaveProperty('passport');
  });

  it('refuses a package outside the KMY list, an under-age pilgrim and a first step other than personal', async () => {
    const token = await signedInUser(ctx.app);
    const answer = await saveStep(ctx.app, token, 'personal', { ...STEP_BODIES.personal('not-a-kmy-package'), dob: '2015-01-01' });
    expect(answer.body.message).toBe(
      "Invalid body field 'packageId': must be one of the KMY packages (GET /package/kmy-resiger-package-list); Invalid body field 'dob': must make the pilgrim 18 to 70 years old",
    );
    const first = await saveStep(ctx.app, token, 'passport', STEP_BODIES.passport);
    expect(first.body).toEqual({ status: 400, message: "A new registration starts with its 'personal' step" });
  });
});
