import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_FADE_MS,
  PLACEHOLDER_ROTATION_MS,
  placeholderDestination,
  placeholderStepAt,
  placeholderText,
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

  it('prefixes the destination with Search', () => {
    expect(placeholderText(2)).toBe('Search Char Dham');
  });

  it('advances one step per rotation interval of elapsed time', () => {
    expect(placeholderStepAt(0)).toBe(0);
    expect(placeholderStepAt(1499)).toBe(0);
    expect(placeholderStepAt(1500)).toBe(1);
    expect(placeholderStepAt(4600)).toBe(3);
    expect(placeholderStepAt(-20)).toBe(0);
  });
});
