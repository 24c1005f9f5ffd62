import type { Db } from '../db/client.ts';

export type BookingDeps = {
  db: Db;
  now: () => Date;
  /** Gives back the departures' expired seat holds before they are listed (the payments domain's, via app.ts). */
  releaseExpiredHolds(db: Db, departureIds: readonly string[], now: Date): Promise<unknown>;
};
