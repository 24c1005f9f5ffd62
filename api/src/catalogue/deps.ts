import type { ChangePath } from '../catalogue-changes/change-path.ts';
import type { Db } from '../db/client.ts';

/** `changes`: the change path every catalogue write goes through (src/catalogue-changes/). */
export type CatalogueDeps = { db: Db; changes: ChangePath };
