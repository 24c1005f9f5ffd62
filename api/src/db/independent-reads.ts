import type { Db } from './client.ts';
import { isTransaction } from './is-transaction.ts';

type Reads<T extends readonly unknown[]> = readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }];

/**
 * Reads that do not depend on each other: all at once on the pool (each takes its own connection), one after the
 * other inside a transaction. A transaction has one connection, which runs one query at a time; node-postgres
 * queues a query sent while another runs, deprecated since pg 8.20 and refused by pg 9.
 */
export async function independentReads<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
