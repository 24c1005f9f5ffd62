import type { Db } from '../db/client.ts';
import type { Limits } from '../limits/limits.ts';

/** What the FAQ routes take from the app's services. */
export type FaqsDeps = { db: Db; now: () => Date; limits: Pick<Limits, 'community'> };
