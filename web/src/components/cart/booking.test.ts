import { describe, expect, it } from 'vitest';
import { bookingOf, seatsNote, toggleTraveller, travellerLimit } from './booking';

describe('the booking sent to addToCart', () => {
  it('holds the package, date, occupancy, the travellers in order and the coupon of the cart', () => {
    const booking = bookingOf({
      package: { id: 'UGFja2FnZTox' },
      departure: { date: '2027-06-12' },
      occupancy: 'Twin Sharing',
      travellers: [{ traveller: { id: 'T2' } }, { traveller: { id: 'T1' } }],
      coupon: { code: 'YATRA10' },
    });
    expect(booking).toEqual({ packageId: 'UGFja2FnZTox', date: '2027-06-12', occupancy: 'Twin Sharing', travellerIds: ['T2', 'T1'], couponCode: 'YATRA10' });
  });

  it('has no coupon code when none is applied', () => {
    const booking = bookingOf({ package: { id: 'P' }, departure: { date: '2027-06-12' }, occupancy: 'Single', travellers: [], coupon: null });
    expect(booking.couponCode).toBeNull();
  });

  it('adds a chosen traveller at the end and removes an unchosen one', () => {
    expect(toggleTraveller(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleTraveller(['A', 'B'], 'A', false)).toEqual(['B']);
    expect(toggleTraveller(['A'], 'A', true)).toEqual(['A']);
  });

  it('allows as many travellers as seats are left, at most 20', () => {
    expect(travellerLimit(3)).toBe(3);
    expect(travellerLimit(35)).toBe(20);
    expect(travellerLimit(0)).toBe(0);
  });

  it('tells the seats left, and the cap of 20 when more seats are left', () => {
    expect(seatsNote(2)).toBe('2 seats are left on this date.');
    expect(seatsNote(1)).toBe('1 seat is left on this date.');
    expect(seatsNote(35)).toBe('35 seats are left on this date. One booking takes up to 20 travellers.');
  });
});
