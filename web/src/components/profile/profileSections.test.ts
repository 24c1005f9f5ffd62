import { describe, expect, it } from 'vitest';
import { headingIdOf, sectionOfHash } from './profileSections';

describe('profile anchors', () => {
  it('reads the spec’s anchors from a hash, case and all', () => {
    expect(sectionOfHash('#Travellers')).toBe('Travellers');
    expect(sectionOfHash('#wishList')).toBe('wishList');
    expect(sectionOfHash('#booking')).toBe('booking');
    expect(sectionOfHash('#wishlist')).toBeNull();
    expect(sectionOfHash('')).toBeNull();
  });

  it('names each heading after its section', () => {
    expect(headingIdOf('enquiry')).toBe('enquiry-heading');
  });
});
