import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_FADE_MS,
  PLACEHOLDER_ROTATION_MS,
  placeholderDestination,
} from './placeholderRotation';

describe('placeholder rotation', () => {
  it('rotates every 1.5 s with a 0.5 s fade', () => {
    expect(PLACEHOLDER_ROTATION_MS).toBe(1500);
    expect(PLACEHOLDER_FADE_MS).toBe(500);
  });

  it('cycles through the destinations in the spec order and wraps around', () => {
    const sequence = Array.from({ length: 8 }, (_, step) => placeholderDestination(step));
    expect(sequence).toEqual([
      'Kailash',
      'Adi Kailash',
      'Char Dham',
      'Nepal',
      'Bhutan',
      'Tibet',
      'Kailash',
      'Adi Kailash',
    ]);
  });
});
