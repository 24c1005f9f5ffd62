import type { Db } from '../db/client.ts';
import { startIntervalJob } from '../shared/interval-job.ts';
import type { PaymentsDeps } from './deps.ts';
import { releaseExpiredHoldsOf } from './store.ts';

type Logger = Pick<Console, 'error'>;
/** Another domain's release of its expired seat holds (group orders), run on the same timer. */
export type HoldRelease = (now: Date) => Promise<number>;

/**
 * Releases every expired seat hold every `intervalMs` (HOLD_SWEEP_SECONDS, default 60 s) on an unref'd timer,
 * so abandoned payments (and the `otherHolds` given, e.g. group-order shares) give their seats back even when
 * nobody looks at that date (`shared/interval-job.ts`).
 */
export function startHoldSweeper(options: { db: Db; seats: Pick<PaymentsDeps['seats'], 'release'>; now: () => Date; intervalMs: number; logger?: Logger; otherHolds?: HoldRelease[] }) {
  const logger = options.logger ?? console;
  const releases: HoldRelease[] = [(now) => releaseExpiredHoldsOf(options.db, options.seats, undefined, now), ...(options.otherHolds ?? [])];
  return startIntervalJob(options.intervalMs, () => {
    const now = options.now();
    return Promise.all(releases.map((release) => release(now).catch((error) => logger.error('seat hold sweep failed:', error))));
  });
}
