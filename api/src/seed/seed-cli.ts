import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { disableDemoAccounts } from './demo-accounts.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/** `pnpm --filter ./api run seed -- --scale 5000`: replaces the catalogue of the configured database. */
// pnpm forwards the `--` separator of `pnpm run seed -- --scale N`; drop it so the flag is parsed.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({ args, options: { scale: { type: 'string' } } });
const scale = z.coerce.number().int().min(1).max(1_000_000).optional().safeParse(values.scale);
if (!scale.success) {
  console.error(`--scale must be a whole number from 1 to 1000000, got '${values.scale}'`);
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.API_DATA_DIR });
try {
  await database.migrate();
  const started = performance.now();
  // API_SEED_DEMO_ACCOUNTS as the api's start reads it: off (the default under NODE_ENV=production), no demo
  // account is seeded and those already there are disabled.
  const demoAccounts = env.API_SEED_DEMO_ACCOUNTS;
  const summary = await seedCatalogue(database.db, { packageCount: scale.data ?? env.API_SEED_SCALE, demoAccounts });
  const disabled = demoAccounts ? [] : await disableDemoAccounts(database.db, new Date());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seeded ${summary.packages} packages, ${summary.categories} categories, ${summary.contentItems} content items, ${summary.departures} departures, ${summary.zoomSessions} Zoom sessions into ${database.driver} in ${seconds} s, ${demoAccounts ? 'with the demo accounts' : 'without demo accounts (API_SEED_DEMO_ACCOUNTS off)'}`,
  );
  if (disabled.length > 0) console.log(`disabled ${disabled.length} demo accounts of the seed: ${disabled.join(', ')}`);
} finally {
  await database.close();
}
