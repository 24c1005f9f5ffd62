import type { Db } from '../db/client.ts';

export type BookingDeps = { db: Db; now: () => Date };
