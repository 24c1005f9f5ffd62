import type { TravellerModel } from '../rest/travellers/types.ts';
import { USER_TOKEN, userProfile } from './fake-accounts.ts';
import { failure, fakeUpstream, ok, type FakeReply, type RecordedCall } from './fake-upstream.ts';

export const TRAVELLER_ID = '7a1b2c3d4e5f60718293a4b5';

export const passenger = (overrides: Partial<TravellerModel> = {}): TravellerModel => ({
  _id: TRAVELLER_ID,
  firstname: 'Asha',
  lastname: 'Rao',
  gender: 'female',
  dob: '1962-08-15',
  mobile: 9810012345,
  countrycode: '+91',
  email: 'asha@example.com',
  nationality: 'IN',
  passportNumber: 'Z1234567',
  passportExpiry: '2031-05-31',
  relation: 'Mother',
  notes: null,
  createdAt: '2026-03-01T06:00:00.000Z',
  updatedAt: '2026-03-01T06:00:00.000Z',
  ...overrides,
});

/**
 * A fake api with one user (`USER_TOKEN`) holding `travellers` in memory: `/user` and every `/passenger/*`
 * route, scoped like the real one (an id it does not hold is 404). `override` answers first when it returns a reply.
 */
export function fakeTravellersUpstream(travellers: TravellerModel[] = [passenger()], override?: (call: RecordedCall) => FakeReply | undefined) {
  const held = [...travellers];
  return fakeUpstream((url, call) => {
    const overridden = override?.(call);
    if (overridden) return overridden;
    if (call.authorization !== `Bearer ${USER_TOKEN}`) return failure(401, 'Please sign in to continue');
    const route = `${call.method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const id = route.split('/').pop() ?? '';
    const index = held.findIndex((traveller) => traveller._id === id);
    if (route === 'GET /user') return ok(userProfile());
    if (route === 'GET /passenger/list') return ok(held);
    if (route === 'POST /passenger/add') {
      const added = passenger({ ...(call.body as Partial<TravellerModel>), _id: `new${held.length}`.padEnd(24, '0') });
      held.push(added);
      return ok(added);
    }
    if (index < 0) return failure(404, 'Traveller not found');
    if (route.startsWith('GET /passenger/')) return ok(held[index]);
    if (route.startsWith('PUT /passenger/update/')) {
      held[index] = passenger({ ...(call.body as Partial<TravellerModel>), _id: id });
      return ok(held[index]);
    }
    if (route.startsWith('DELETE /passenger/delete/')) {
      held.splice(index, 1);
      return ok({ _id: id });
    }
    return undefined;
  });
}
