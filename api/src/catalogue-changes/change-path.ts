import type { Db } from '../db/client.ts';
import type { ResponseCache } from '../http-cache/response-cache.ts';
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

export function createChangePath(parts: { cache: ResponseCache | null; notices: ChangeNotices | null }): ChangePath {
  const committed = (tags: readonly string[]): void => {
    parts.cache?.dropTags(tags);
    parts.notices?.enqueue(tags);
  };
  return {
    signal: (tx, tags) => signalChange(tx, tags, { handled: true }),
    committed,
    heard(signal) {
      if (signal.origin === INSTANCE_ID && !signal.handled) committed(signal.tags);
      else parts.cache?.dropTags(signal.tags);
    },
    missed: () => parts.cache?.clear(),
  };
}
