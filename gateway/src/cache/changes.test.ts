import { describe, expect, it } from 'vitest';
import { createChangeApplier, type CacheChange, type ChangeBus } from './changes.ts';

/** A bus whose other instances the test plays: it delivers changes and gaps, and records what was published. */
function fakeBus(publishFails = false) {
  const published: CacheChange[] = [];
  let listeners: Parameters<ChangeBus['subscribe']>[0] | undefined;
  const bus: ChangeBus = {
    publish: async (change) => {
      if (publishFails) throw new Error('Redis unreachable');
      published.push(change);
    },
    subscribe: (given) => {
      listeners = given;
    },
    isListening: () => listeners !== undefined,
  };
  return { bus, published, fromOtherInstance: (change: CacheChange) => listeners?.onChange(change), gap: () => listeners?.onGap() };
}

describe('cache changes across instances', () => {
  it('applies a change here first, then publishes it', async () => {
    const applied: CacheChange[] = [];
    const { bus, published } = fakeBus();
    const changes = createChangeApplier((change) => applied.push(change), bus);
    expect(await changes.announce({ tags: ['package:abc'] })).toBe(true);
    expect(applied).toEqual([{ tags: ['package:abc'] }]);
    expect(published).toEqual([{ tags: ['package:abc'] }]);
  });

  it("applies another instance's change, and empties everything after a gap in the feed", () => {
    const applied: CacheChange[] = [];
    const { bus, fromOtherInstance, gap } = fakeBus();
    createChangeApplier((change) => applied.push(change), bus);
    fromOtherInstance({ entities: [{ typename: 'Departure' }] });
    gap();
    expect(applied).toEqual([{ entities: [{ typename: 'Departure' }] }, { tags: ['catalogue'] }]);
  });

  it('answers false when the others could not be told, the change applied here all the same', async () => {
    const applied: CacheChange[] = [];
    const changes = createChangeApplier((change) => applied.push(change), fakeBus(true).bus);
    expect(await changes.announce({ tags: ['catalogue'] })).toBe(false);
    expect(applied).toHaveLength(1);
  });

  it('needs no bus alone: applied here, nothing to tell', async () => {
    const applied: CacheChange[] = [];
    expect(await createChangeApplier((change) => applied.push(change), null).announce({ tags: ['catalogue'] })).toBe(true);
    expect(applied).toHaveLength(1);
  });
});
