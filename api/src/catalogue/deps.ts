import type { Db } from '../db/client.ts';

export type CatalogueDeps = { db: Db };
