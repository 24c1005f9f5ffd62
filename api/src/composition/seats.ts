import { holdSeats, releaseSeats, seatsLeftOf } from '../booking/seat-holds.ts';
import { signalChange } from '../catalogue-changes/change-signal.ts';
import type { Db } from '../db/client.ts';
import { packageTag } from '../http-cache/tags.ts';
import type { PaymentsDeps } from '../payments/deps.ts';
import { releaseExpiredHoldsOf } from '../payments/store.ts';

/**
 * The booking domain's seat functions, as the payments domain uses them. A hold or release changes the seats
 * left that `GET /package/departures` shows: it signals `package:<id>` in the same transaction, and the
 * instance that wrote it drops its cached answers and posts the change notice once it commits.
 */
export const SEATS: PaymentsDeps['seats'] = {
  async hold(tx, departureId, count) {
    const change = await holdSeats(tx, departureId, count);
    if (change) await signalChange(tx, [packageTag(change.packageId)], { handled: false });
    return change;
  },
  async release(tx, departureId, count) {
    const change = await releaseSeats(tx, departureId, count);
    if (change) await signalChange(tx, [packageTag(change.packageId)], { handled: false });
    return change;
  },
  seatsLeft: seatsLeftOf,
};

/** The one release of expired seat holds (payments/store.ts), handed to the cart and booking domains. */
export const releaseExpiredHolds = (db: Db, departureIds: readonly string[], now: Date) => releaseExpiredHoldsOf(db, SEATS, departureIds, now);
