import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './useCountdown';

describe('secondsLeft', () => {
  const deadline = 60_000;

  it('shows 59 right after the start of a 60-second countdown', () => {
    expect(secondsLeft(deadline, 0)).toBe(59);
  });

  it('shows 58 after one and a half seconds', () => {
    expect(secondsLeft(deadline, 1_500)).toBe(58);
  });

  it('shows 0 during the last second and at the deadline', () => {
    expect(secondsLeft(deadline, 59_500)).toBe(0);
    expect(secondsLeft(deadline, 60_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('pads seconds to two digits under 00:', () => {
    expect(formatCountdown(7)).toBe('00:07');
    expect(formatCountdown(59)).toBe('00:59');
  });

  it('carries whole minutes', () => {
    expect(formatCountdown(60)).toBe('01:00');
  });
});
