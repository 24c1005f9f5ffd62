import { describe, expect, it } from 'vitest';
import { hasPendingBooking } from './pendingBooking';

describe('hasPendingBooking (the header Cart badge, spec §2)', () => {
  it('shows for a booking whose package price is above 0, before any traveller is chosen (total ₹0)', () => {
    expect(hasPendingBooking({ packageListPrice: { paise: 19_500_000 } })).toBe(true);
  });

  it('does not show for an empty cart or a package priced 0', () => {
    expect(hasPendingBooking(null)).toBe(false);
    expect(hasPendingBooking(undefined)).toBe(false);
    expect(hasPendingBooking({ packageListPrice: { paise: 0 } })).toBe(false);
  });
});
