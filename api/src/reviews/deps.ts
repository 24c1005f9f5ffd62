import type { Db } from '../db/client.ts';
import type { Limits } from '../limits/limits.ts';

/** What the reviews routes take from the app's services. */
export type ReviewsDeps = { db: Db; now: () => Date; limits: Pick<Limits, 'community'> };
