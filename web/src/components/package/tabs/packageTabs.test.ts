import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_TAB, sectionOf, sectionOfHash, tabAfterKey, tabOf } from './packageTabs';

describe('package tabs', () => {
  it("defaults to the spec's 'overview_tab'", () => {
    expect(DEFAULT_PACKAGE_TAB).toBe('overview_tab');
    expect(sectionOf(DEFAULT_PACKAGE_TAB)).toBe('overview');
    expect(tabOf('reviews')).toBe('reviews_tab');
  });

  it('reads a section from the URL hash and ignores other hashes', () => {
    expect(sectionOfHash('#faqs')).toBe('faqs');
    expect(sectionOfHash('weather')).toBe('weather');
    expect(sectionOfHash('#emi')).toBeNull();
    expect(sectionOfHash('')).toBeNull();
  });

  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 'overview')).toBe('itinerary');
    expect(tabAfterKey('ArrowLeft', 'overview')).toBe('weather');
    expect(tabAfterKey('ArrowRight', 'weather')).toBe('overview');
    expect(tabAfterKey('Home', 'faqs')).toBe('overview');
    expect(tabAfterKey('End', 'dates')).toBe('weather');
    expect(tabAfterKey('Enter', 'dates')).toBeNull();
  });
});
