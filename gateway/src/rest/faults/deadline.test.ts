import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { lazyOperationDeadline } from './deadline.ts';

const clock = (...readings: number[]) => () => readings.shift() ?? Number.NaN;

describe('lazyOperationDeadline', () => {
  it('makes one signal, on first use, that every later use shares', () => {
    const deadlineOf = lazyOperationDeadline(60_000, clock(0, 5));
    const first = deadlineOf();
    expect(deadlineOf()).toBe(first);
    expect(first.aborted).toBe(false);
  });

  it('counts the budget from when it was set up, not from its first use', async () => {
    // Set up at 0 ms, first used at 2,000 ms of a 1,500 ms budget: already spent.
    const signal = lazyOperationDeadline(1_500, clock(0, 2_000))();
    if (!signal.aborted) await once(signal, 'abort');
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});
