import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Passenger } from './schemas.ts';
import { addPassenger, passengerBody, signedInUser, travellersClock } from './test-support.ts';

const clock = travellersClock();
const ctx = testAppPerFile({ now: clock.now });

describe('/passenger CRUD', () => {
  it('adds a traveller, normalising the e-mail, nationality, passport number and mobile', async () => {
    const token = await signedInUser(ctx.app);
    const added = await call<{ data: Passenger }>(ctx.app, 'POST', '/passenger/add', { token, body: passengerBody() });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Traveller added');
    expect(added.body.data).toMatchObject({
      firstname: 'Asha',
      lastname: 'Rao',
      gender: 'female',
      dob: '1962-08-15',
      mobile: 9810012345,
      countrycode: '+91',
      email: 'asha.rao@example.com',
      nationality: 'IN',
      passportNumber: 'Z1234567',
      passportExpiry: '2031-05-31',
      relation: 'Mother',
      notes: null,
      createdAt: clock.now().toISOString(),
    });
    expect(added.body.data._id).toMatch(/^[0-9a-f]{24}$/);
    const read = await call<{ data: Passenger }>(ctx.app, 'GET', `/passenger/${added.body.data._id}`, { token });
    expect(read.body.data).toEqual(added.body.data);
  });

  it('lists the caller’s travellers oldest first, updates and deletes one', async () => {
    const token = await signedInUser(ctx.app);
    const first = await addPassenger(ctx.app, token, { firstname: 'Ravi', mobile: null, email: '', passportNumber: null, passportExpiry: null });
    clock.advance(1000);
    const second = await addPassenger(ctx.app, token, { firstname: 'Meera' });
    const listed = await call<{ data: Passenger[] }>(ctx.app, 'GET', '/passenger/list', { token });
    expect(listed.body.data.map((p) => p.firstname)).toEqual(['Ravi', 'Meera']);
    expect(listed.body.data[0]).toMatchObject({ mobile: null, countrycode: null, email: null, passportNumber: null });

    clock.advance(1000);
    const updated = await call<{ data: Passenger }>(ctx.app, 'PUT', `/passenger/update/${first._id}`, {
      token,
      body: passengerBody({ firstname: 'Ravi Kumar', nationality: 'NP', passportNumber: '09876543', notes: 'Diabetic' }),
    });
    expect(updated.body).toMatchObject({ status: 200, message: 'Traveller updated' });
    expect(updated.body.data).toMatchObject({ _id: first._id, firstname: 'Ravi Kumar', nationality: 'NP', notes: 'Diabetic', createdAt: first.createdAt });
    expect(updated.body.data.updatedAt).toBe(clock.now().toISOString());

    const deleted = await call(ctx.app, 'DELETE', `/passenger/delete/${second._id}`, { token });
    expect(deleted.body).toEqual({ status: 200, message: 'Traveller deleted', data: { _id: second._id } });
    expect((await call(ctx.app, 'GET', `/passenger/${second._id}`, { token })).body).toEqual({ status: 404, message: 'Traveller not found' });
    const after = await call<{ data: Passenger[] }>(ctx.app, 'GET', '/passenger/list', { token });
    expect(after.body.data.map((p) => p._id)).toEqual([first._id]);
  });

  it('keeps at most 20 travellers per user', async () => {
    const token = await signedInUser(ctx.app);
    await Promise.all(Array.from({ length: 20 }, () => addPassenger(ctx.app, token)));
    const refused = await Promise.all([1, 2].map(() => call(ctx.app, 'POST', '/passenger/add', { token, body: passengerBody() })));
    for (const answer of refused) {
      expect(answer.body).toEqual({ status: 400, message: 'You can save at most 20 travellers. Delete one to add another.' });
    }
    expect((await call<{ data: Passenger[] }>(ctx.app, 'GET', '/passenger/list', { token })).body.data).toHaveLength(20);
  });
});
