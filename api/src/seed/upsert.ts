import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `set` of an `on conflict do update` taking the listed columns from the row that was refused (`excluded`). */
export function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}
