import { describe, expect, it } from 'vitest';
import { addToCartFieldOf } from '../domain/cart/refusals.ts';
import { userErrorForRefusal } from './refusals.ts';
import { serverMessageRefusal } from './server-message-refusal.ts';

const refused = (status: number, message: string | null) => ({ status, message });

describe('serverMessageRefusal', () => {
  const policy = serverMessageRefusal({ 404: 'orderId', fieldOf: addToCartFieldOf });

  it("shows the server's 400, 404 and 409 messages verbatim with their codes (a 409 is no 'already registered')", () => {
    expect(userErrorForRefusal(policy, refused(400, 'This date is not available for booking'))).toEqual({ code: 'INVALID_INPUT', message: 'This date is not available for booking', field: 'date' });
    expect(userErrorForRefusal(policy, refused(404, 'Order not found'))).toEqual({ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' });
    expect(userErrorForRefusal(policy, refused(409, 'Only 1 seat is left on this date'))).toEqual({ code: 'REJECTED', message: 'Only 1 seat is left on this date', field: 'travellerIds' });
  });

  it("asks to sign in on a 401 and answers a 5xx or a message-less refusal with the spec's generic text", () => {
    expect(userErrorForRefusal(policy, refused(401, 'Unauthorized'))).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null });
    expect(userErrorForRefusal(policy, refused(503, null)).code).toBe('REJECTED');
    expect(userErrorForRefusal(policy, refused(400, null))).toMatchObject({ code: 'INVALID_INPUT', field: null });
  });
});

describe('addToCartFieldOf', () => {
  it.each([
    ['This coupon has expired', 'couponCode'],
    ["Invalid body field 'occupancy': must be one of Twin Sharing, Single Occupancy", 'occupancy'],
    ['Traveller not found', 'travellerIds'],
    ['Package not found', 'packageId'],
    ['Something else', null],
  ])('puts %j on %s', (message, field) => {
    expect(addToCartFieldOf(message)).toBe(field);
  });
});
