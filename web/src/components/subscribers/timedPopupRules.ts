/** The two popups that open by themselves (spec §2): the promo and the newsletter/channels popup. */
export type TimedPopupKind = 'promo' | 'newsletter';

/** Spec §9: how long after the page loads each popup opens, in the order they come. */
export const TIMED_POPUP_DELAY_MS: Readonly<Record<TimedPopupKind, number>> = { promo: 30_000, newsletter: 60_000 };

/** How long from now `kind` falls due, `sinceLoadMs` after the page started loading (`performance.now()`). */
export function msUntilDue(kind: TimedPopupKind, sinceLoadMs: number): number {
  return Math.max(0, TIMED_POPUP_DELAY_MS[kind] - sinceLoadMs);
}

/** Spec §9: a closed popup stays away this long (ms) after it was closed. */
export const SUPPRESSED_AFTER_CLOSE_MS = 3_600_000;

/**
 * True while a popup closed at `closedAt` (ms since the epoch) must stay away at `now`. A time in the future
 * (a clock set back, a hand-edited value) does not hold it back.
 */
export function isSuppressed(closedAt: number | undefined, now: number): boolean {
  if (closedAt === undefined) return false;
  const since = now - closedAt;
  return since >= 0 && since < SUPPRESSED_AFTER_CLOSE_MS;
}
