import { describe, expect, it } from 'vitest';
import { singleFlight } from './singleFlight';

describe('singleFlight', () => {
  it('refuses a second start while the first task is in flight, and accepts one once it has ended', async () => {
    const flight = singleFlight();
    let finish: () => void = () => undefined;
    const first = flight.start(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(first).not.toBeNull();
    expect(flight.start(() => Promise.resolve())).toBeNull();
    finish();
    await first;
    expect(flight.start(() => Promise.resolve())).not.toBeNull();
  });

  it('frees itself after a task that fails', async () => {
    const flight = singleFlight();
    await flight.start(() => Promise.reject(new Error('offline')));
    expect(flight.start(() => Promise.resolve())).not.toBeNull();
  });
});
