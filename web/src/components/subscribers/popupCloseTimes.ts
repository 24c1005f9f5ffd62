import * as v from 'valibot';
import type { TimedPopupKind } from './timedPopupRules';

/** Where the close timestamps of the timed popups live in the browser (spec §2: 'a timestamp is stored on close'). */
export const POPUP_CLOSE_TIMES_KEY = 'pilgrim-popups-closed';

// valibot, as in `state/persistedUiState.ts`: this module loads with every page (its timer decides when a popup is
// due), and zod (classic or mini, which Turbopack bundles whole) added 23–31 kB compressed to every page for two numbers.
const timestamp = v.fallback(v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))), undefined);

/** Storage is a boundary: a value that does not parse counts as never closed, so garbage never breaks a page. */
const closeTimesSchema = v.fallback(v.object({ promo: timestamp, newsletter: timestamp }), {});

export type PopupCloseTimes = Partial<Record<TimedPopupKind, number>>;

export function parsePopupCloseTimes(text: string | null): PopupCloseTimes {
  if (text == null) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return {};
  }
  const { promo, newsletter } = v.parse(closeTimesSchema, stored);
  return { ...(promo === undefined ? {} : { promo }), ...(newsletter === undefined ? {} : { newsletter }) };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/** When `kind` was last closed in this browser (ms since the epoch), if ever. */
export function readPopupClosedAt(kind: TimedPopupKind): number | undefined {
  return parsePopupCloseTimes(storage()?.getItem(POPUP_CLOSE_TIMES_KEY) ?? null)[kind];
}

/** Stores that `kind` was closed at `now`, keeping the other popup's time. */
export function recordPopupClosed(kind: TimedPopupKind, now: number): void {
  const times = { ...parsePopupCloseTimes(storage()?.getItem(POPUP_CLOSE_TIMES_KEY) ?? null), [kind]: now };
  try {
    storage()?.setItem(POPUP_CLOSE_TIMES_KEY, JSON.stringify(times));
  } catch {
    // a full or disabled storage: the popup may come back on the next load
  }
}
