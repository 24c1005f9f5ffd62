import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Passenger } from './schemas.ts';
import { addPassenger, passengerBody, signedInUser, travellersClock } from './test-support.ts';

const ctx = testAppPerFile({ now: travellersClock().now });
const NOT_FOUND = { status: 404, message: 'Traveller not found' };

describe('/passenger ownership', () => {
  it("answers 401 'Please sign in to continue' to the public token on every route", async () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    const routes = [['GET', '/passenger/list'], ['GET', `/passenger/${id}`], ['POST', '/passenger/add'], ['PUT', `/passenger/update/${id}`], ['DELETE', `/passenger/delete/${id}`]] as const;
    for (const [method, path] of routes) {
      const answer = await call(ctx.app, method, path, { body: method === 'POST' || method === 'PUT' ? passengerBody() : undefined });
      expect(answer.body, path).toEqual({ status: 401, message: 'Please sign in to continue' });
    }
  });

  it("answers 404 to another user's traveller on every route and leaves it untouched", async () => {
    const owner = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const mine = await addPassenger(ctx.app, owner);
    expect((await call(ctx.app, 'GET', `/passenger/${mine._id}`, { token: stranger })).body).toEqual(NOT_FOUND);
    const update = await call(ctx.app, 'PUT', `/passenger/update/${mine._id}`, { token: stranger, body: passengerBody({ firstname: 'Thief' }) });
    expect(update.body).toEqual(NOT_FOUND);
    expect((await call(ctx.app, 'DELETE', `/passenger/delete/${mine._id}`, { token: stranger })).body).toEqual(NOT_FOUND);
    expect((await call<{ data: Passenger[] }>(ctx.app, 'GET', '/passenger/list', { token: stranger })).body.data).toEqual([]);
    const still = await call<{ data: Passenger }>(ctx.app, 'GET', `/passenger/${mine._id}`, { token: owner });
    expect(still.body.data).toEqual(mine);
  });

  it('answers 404 to an unknown id', async () => {
    const token = await signedInUser(ctx.app);
    expect((await call(ctx.app, 'GET', '/passenger/not-an-id', { token })).body).toEqual(NOT_FOUND);
    expect((await call(ctx.app, 'DELETE', '/passenger/delete/65a1b2c3d4e5f60718293a4b', { token })).body).toEqual(NOT_FOUND);
  });
});
