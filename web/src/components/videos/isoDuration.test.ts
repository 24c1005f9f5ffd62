import { describe, expect, it } from 'vitest';
import { isoDuration } from './isoDuration';

describe('isoDuration', () => {
  it('writes minutes and seconds', () => {
    expect(isoDuration(754)).toBe('PT12M34S');
  });

  it('writes hours and leaves out empty parts', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(120)).toBe('PT2M');
  });

  it('writes zero as PT0S', () => {
    expect(isoDuration(0)).toBe('PT0S');
  });
});
