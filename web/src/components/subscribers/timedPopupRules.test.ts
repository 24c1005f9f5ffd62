import { describe, expect, it } from 'vitest';
import { isSuppressed, msUntilDue, SUPPRESSED_AFTER_CLOSE_MS, TIMED_POPUP_DELAY_MS } from './timedPopupRules';

describe('timed popup rules', () => {
  it('opens the promo at 30 s and the newsletter at 60 s (spec §9)', () => {
    expect(TIMED_POPUP_DELAY_MS).toEqual({ promo: 30_000, newsletter: 60_000 });
  });

  it('counts from the start of the page load, and is due at once when that is past', () => {
    expect(msUntilDue('promo', 1_250)).toBe(28_750);
    expect(msUntilDue('newsletter', 1_250)).toBe(58_750);
    expect(msUntilDue('promo', 45_000)).toBe(0);
  });

  it('keeps a closed popup away for 3600000 ms, to the millisecond', () => {
    const closedAt = 1_800_000_000_000;
    expect(SUPPRESSED_AFTER_CLOSE_MS).toBe(3_600_000);
    expect(isSuppressed(closedAt, closedAt)).toBe(true);
    expect(isSuppressed(closedAt, closedAt + 3_599_999)).toBe(true);
    expect(isSuppressed(closedAt, closedAt + 3_600_000)).toBe(false);
  });

  it('does not hold back a popup never closed, or closed at a time still to come', () => {
    expect(isSuppressed(undefined, 1_800_000_000_000)).toBe(false);
    expect(isSuppressed(1_800_000_000_001, 1_800_000_000_000)).toBe(false);
  });
});
