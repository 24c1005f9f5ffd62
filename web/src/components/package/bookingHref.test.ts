import { describe, expect, it } from 'vitest';
import { bookingHref } from './bookingHref';

describe('bookingHref', () => {
  it('returns the KMY registration form when the button reads Register Now', () => {
    expect(bookingHref('Register Now')).toBe('/registration/kmy/add');
  });

  it('returns the check-out page when the button reads Book Now', () => {
    expect(bookingHref('Book Now')).toBe('/check-out');
  });
});
