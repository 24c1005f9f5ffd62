import { describe, expect, it } from 'vitest';
import { sessionRefetchIntervalSeconds } from './refetchInterval';

describe('sessionRefetchIntervalSeconds', () => {
  it('returns the configured whole number of seconds', () => {
    expect(sessionRefetchIntervalSeconds('300')).toBe(300);
  });

  it('turns polling off when unset, zero, negative or not a whole number', () => {
    expect(sessionRefetchIntervalSeconds(undefined)).toBe(0);
    expect(sessionRefetchIntervalSeconds('0')).toBe(0);
    expect(sessionRefetchIntervalSeconds('-5')).toBe(0);
    expect(sessionRefetchIntervalSeconds('1.5')).toBe(0);
    expect(sessionRefetchIntervalSeconds('soon')).toBe(0);
  });
});
