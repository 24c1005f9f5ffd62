import type { ListenFn } from '../db/client.ts';
import type { ChangePath } from './change-path.ts';
import { CHANGE_CHANNEL, parseSignal } from './change-signal.ts';

/** LISTENs for catalogue change signals (this instance's and others') and hands them to the change path. */
export async function listenForChanges(listen: ListenFn, path: ChangePath): Promise<() => Promise<void>> {
  return listen(
    CHANGE_CHANNEL,
    (payload) => {
      const signal = parseSignal(payload);
      if (signal) path.heard(signal);
    },
    () => path.missed(),
  );
}
