import type { Db } from '../db/client.ts';
import type { PricingSettings } from '../pricing/settings.ts';

export type CartDeps = {
  db: Db;
  now: () => Date;
  pricing: PricingSettings;
  /** Gives back the departures' expired seat holds (the payments domain's one function, handed in by app.ts). */
  releaseExpiredHolds(db: Db, departureIds: readonly string[], now: Date): Promise<unknown>;
};
