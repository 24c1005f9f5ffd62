import type { CachedEntity } from './public-cache.ts';

/** What makes cached answers stale: a change notice's tags, or the types a public-data mutation changed. */
export type CacheChange = { tags: string[] } | { entities: CachedEntity[] };

/**
 * Carries the changes one gateway instance received to every other instance (README "Several instances on Redis"). Each
 * instance applies its own changes at once and publishes them; it receives only the others' changes.
 */
export interface ChangeBus {
  /** Resolves once the change was handed to every other instance's feed; rejects when that failed. */
  publish(change: CacheChange): Promise<void>;
  /**
   * `onChange` gets each other instance's change once; `onGap` is called whenever the feed (re)starts, since
   * changes published while it was down never arrive (the caches are then emptied).
   */
  subscribe(listeners: { onChange: (change: CacheChange) => void; onGap: () => void }): void;
  /** Whether the feed is subscribed now (readiness). */
  isListening(): boolean;
}

export interface ChangeApplier {
  /** Applies a change here, then publishes it: false when the other instances could not be told. */
  announce(change: CacheChange): Promise<boolean>;
}

/**
 * Applies changes to this instance's stores — the public response cache and the upstream HTTP cache (`apply`) —
 * whether they were received here or by another instance.
 */
export function createChangeApplier(apply: (change: CacheChange) => void, bus: ChangeBus | null | undefined): ChangeApplier {
  bus?.subscribe({ onChange: apply, onGap: () => apply({ tags: ['catalogue'] }) });
  return {
    async announce(change) {
      apply(change);
      if (!bus) return true;
      return bus.publish(change).then(
        () => true,
        () => false,
      );
    },
  };
}
