import { describe, expect, it } from 'vitest';
import { directionOfPress, stepSlide } from './storyNavigation';

describe('stepSlide', () => {
  it('moves between the slides of the story', () => {
    expect(stepSlide(0, 5, 'next')).toEqual({ kind: 'slide', index: 1 });
    expect(stepSlide(3, 5, 'previous')).toEqual({ kind: 'slide', index: 2 });
  });

  it('leads to the next story after the last slide and the previous one before the first', () => {
    expect(stepSlide(4, 5, 'next')).toEqual({ kind: 'story', direction: 'next' });
    expect(stepSlide(0, 5, 'previous')).toEqual({ kind: 'story', direction: 'previous' });
  });
});

describe('directionOfPress', () => {
  const tap = { dx: 0, dy: 0, heldMs: 80, width: 400 };

  it('reads a tap on the left half as previous and on the right half as next', () => {
    expect(directionOfPress({ ...tap, x: 120 })).toBe('previous');
    expect(directionOfPress({ ...tap, x: 300 })).toBe('next');
  });

  it('reads a swipe left as next and a swipe right as previous, wherever it starts', () => {
    expect(directionOfPress({ ...tap, x: 50, dx: -120, dy: 10 })).toBe('next');
    expect(directionOfPress({ ...tap, x: 350, dx: 90, dy: -5 })).toBe('previous');
  });

  it('ignores a hold and a mostly vertical drag', () => {
    expect(directionOfPress({ ...tap, x: 300, heldMs: 2_000 })).toBeNull();
    expect(directionOfPress({ ...tap, x: 300, dx: 10, dy: 120 })).toBeNull();
  });
});
