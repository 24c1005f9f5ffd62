/**
 * `pnpm --filter ./api run db:backup [-- <file>]` and `db:restore -- <file>`: the database of API_DATA_DIR or
 * DATABASE_URL (see backup.ts). A backup's default file is `.data/backups/<driver>-<UTC time>.<ext>`.
 */
import { join, resolve } from 'node:path';
import { readEnv } from '../env.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

const [command, fileArgument] = process.argv.slice(2).filter((argument) => argument !== '--');
const env = readEnv();
const location = { databaseUrl: env.DATABASE_URL, dataDir: env.API_DATA_DIR };
if (!location.databaseUrl && location.dataDir === 'memory://') {
  console.error('API_DATA_DIR is memory://: there is nothing on disk to back up or restore');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const defaultFile = join(location.dataDir, '..', 'backups', location.databaseUrl ? `postgres-${stamp}.dump` : `pglite-${stamp}.tar.gz`);

try {
  if (command === 'backup') {
    const file = resolve(process.env.INIT_CWD ?? '.', fileArgument ?? defaultFile);
    await backupDatabase(location, file);
    console.log(`backup written to ${file}`);
  } else if (command === 'restore' && fileArgument) {
    await restoreDatabase(location, resolve(process.env.INIT_CWD ?? '.', fileArgument));
    console.log(`restored ${fileArgument} into ${location.databaseUrl ? 'the PostgreSQL database' : location.dataDir}`);
  } else {
    console.error('usage: db:backup [-- <file>] | db:restore -- <file>');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
