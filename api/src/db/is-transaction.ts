import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Whether `db` is a transaction (one connection, its own uncommitted view) rather than the pool. */
export const isTransaction = (db: Db): boolean => db instanceof PgTransaction;
