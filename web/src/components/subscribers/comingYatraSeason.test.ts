import { describe, expect, it } from 'vitest';
import { comingYatraSeason } from './comingYatraSeason';

describe('the coming yatra season the promo names', () => {
  it("is this year's until the end of September in India, then next year's", () => {
    expect(comingYatraSeason(new Date('2026-03-01T06:00:00Z'))).toBe(2026);
    expect(comingYatraSeason(new Date('2026-09-30T18:00:00Z'))).toBe(2026);
    // 00:00 on 1 October in India.
    expect(comingYatraSeason(new Date('2026-09-30T18:30:00Z'))).toBe(2027);
    expect(comingYatraSeason(new Date('2026-11-28T06:00:00Z'))).toBe(2027);
  });
});
