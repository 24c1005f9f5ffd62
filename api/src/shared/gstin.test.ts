import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts published GSTINs and computes their check character', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(isValidGstin(gstin)).toBe(true);
    }
  });

  it('refuses a wrong check character, a bad state code and a wrong shape', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
  });
});
