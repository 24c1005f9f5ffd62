import type { Db } from '../db/client.ts';
import type { ChangeNotices } from './change-notices.ts';
import { type ChangeSignal, INSTANCE_ID, signalChange } from './change-signal.ts';

/**
 * The one way a catalogue change leaves the database (api/CONTRACT.md "Caching and catalogue changes"): the
 * write, then this instance's cached answers with a changed tag dropped (before the write's answer is sent),
 * then the change notice to the gateway and the web; other instances on the same database hear the signal
 * and drop theirs.
 */
export type ChangePath = {
  /** Inside the writer's transaction: the signal other instances hear when it commits. */
  signal(tx: Db, tags: readonly string[]): Promise<void>;
  /** After the commit, before answering: drop this instance's entries, queue the notice. */
  committed(tags: readonly string[]): void;
  /** A signal heard on the channel (from any instance, this one included). */
  heard(signal: ChangeSignal): void;
  /** The LISTEN connection was lost and is back: signals may have been missed, so nothing cached is trusted. */
  missed(): void;
};

/** An in-memory cache the change path empties: the response cache, the package cards. */
export type DroppableByTags = { dropTags(tags: readonly string[]): unknown; clear(): void };

export function createChangePath(parts: { caches: readonly DroppableByTags[]; notices: ChangeNotices | null }): ChangePath {
  const drop = (tags: readonly string[]): void => parts.caches.forEach((cache) => cache.dropTags(tags));
  const committed = (tags: readonly string[]): void => {
    drop(tags);
    parts.notices?.enqueue(tags);
  };
  return {
    signal: (tx, tags) => signalChange(tx, tags, { handled: true }),
    committed,
    heard(signal) {
      if (signal.origin === INSTANCE_ID && !signal.handled) committed(signal.tags);
      else drop(signal.tags);
    },
    missed: () => parts.caches.forEach((cache) => cache.clear()),
  };
}
