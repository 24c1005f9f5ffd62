import { openDatabase, type Database, type PoolSettings } from './db/client.ts';
import { isCommunityEmpty, seedCommunity } from './seed/community/seed-community.ts';
import { isContentEmpty, seedContent } from './seed/content/seed-content.ts';
import { disableDemoAccounts } from './seed/demo-accounts.ts';
import { isGroupOrderSeedMissing, seedGroupOrders } from './seed/group-orders/seed-group-orders.ts';
import { isCatalogueEmpty, seedCatalogue } from './seed/seed-catalogue.ts';
import { isEmployeeSeedMissing, seedEmployeesAndGuides } from './seed/seed-employees.ts';
import { topUpZoomSessions } from './seed/seed-zoom-sessions.ts';
import { isWalletUnseeded, seedWalletUser } from './seed/wallet/seed-wallet.ts';

export type StartupOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  seedScale?: number | undefined;
  /**
   * API_SEED_DEMO_ACCOUNTS (required: env.ts settles its default). On: the READMEs' demo accounts are seeded (and
   * topped up in older databases). Off: none is seeded, and those already there are disabled (seed/demo-accounts.ts).
   */
  seedDemoAccounts: boolean;
  pool?: PoolSettings | undefined;
  /** PGlite only: start a new database from this data-directory tarball (see DatabaseConfig). */
  initialData?: Blob | undefined;
};

/**
 * Opens the database, applies pending migrations and seeds the catalogue when it is empty; re-dates the seeded
 * Zoom sessions when none is upcoming any more (a database seeded weeks ago), and seeds the content when a
 * database seeded before it has none. With `seedDemoAccounts` off, the demo accounts of the seed are disabled.
 */
export async function prepareDatabase(options: StartupOptions, log: (line: string) => void = () => {}): Promise<Database> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, pool: options.pool, initialData: options.initialData });
  try {
    // Instances starting together on one PostgreSQL migrate and seed one at a time (an advisory lock).
    await database.exclusive(() => migrateAndSeed(database, options, log));
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function migrateAndSeed(database: Database, options: StartupOptions, log: (line: string) => void): Promise<void> {
  await database.migrate();
  const demoAccounts = options.seedDemoAccounts;
  if (await isCatalogueEmpty(database.db)) {
    const summary = await seedCatalogue(database.db, { packageCount: options.seedScale, demoAccounts });
    const demo = demoAccounts ? 'with the demo accounts' : 'without demo accounts (API_SEED_DEMO_ACCOUNTS off)';
    log(`seeded ${summary.packages} packages, ${summary.categories} categories, ${summary.contentItems} content items, ${summary.zoomSessions} Zoom sessions, ${summary.reviews} reviews, ${demo}`);
  } else {
    if (await topUpZoomSessions(database.db, new Date())) log('re-dated the seeded Zoom sessions (none was upcoming)');
    // A database seeded before the content tables existed (migration 0012) gets its content once.
    if (await isContentEmpty(database.db)) log(`seeded ${(await seedContent(database.db)).contentItems.length} content items`);
    // Likewise reviews, FAQs and weather places before migration 0014.
    if (await isCommunityEmpty(database.db)) log(`seeded ${(await seedCommunity(database.db, { demoAccounts })).reviews.length} reviews, FAQs and weather places`);
    if (demoAccounts) await topUpDemoAccounts(database, log);
  }
  if (!demoAccounts) {
    // A database seeded with them (e.g. a production started before API_SEED_DEMO_ACCOUNTS existed): shut them.
    const disabled = await disableDemoAccounts(database.db, new Date());
    if (disabled.length > 0) {
      log(`disabled ${disabled.length} demo accounts of the seed (API_SEED_DEMO_ACCOUNTS off): no password, no sign-in by e-mail or mobile, sessions revoked, employee role removed: ${disabled.join(', ')}`);
    }
  }
}

/** The demo accounts a database seeded before their migrations lacks (API_SEED_DEMO_ACCOUNTS on only). */
async function topUpDemoAccounts(database: Database, log: (line: string) => void): Promise<void> {
  // The wallet test user (migration 0015).
  if (await isWalletUnseeded(database.db)) await database.db.transaction((tx) => seedWalletUser(tx));
  // The employee, its coupon history and the tour guides (migration 0017).
  if (await isEmployeeSeedMissing(database.db)) {
    await seedEmployeesAndGuides(database.db);
    log('seeded the employee, its coupon history and the tour guides');
  }
  // And the README's group order (migration 0018).
  if (await isGroupOrderSeedMissing(database.db)) await database.db.transaction((tx) => seedGroupOrders(tx, new Date()));
}
