import { sql } from 'drizzle-orm';
import { coupons } from '../db/schema/cart.ts';
import type { Db } from '../db/client.ts';
import { categories, packageCategories, packagePrices, packages, passengerTypePrices, trendingLists } from '../db/schema/catalogue.ts';
import { departures } from '../db/schema/departures.ts';
import { buildCatalogue, type CatalogueOptions, type CatalogueRows } from './build-catalogue.ts';
import { buildCommunity } from './community/build-community.ts';
import { replaceCommunity } from './community/seed-community.ts';
import { seedGroupOrders } from './group-orders/seed-group-orders.ts';
import { buildContent } from './content/build-content.ts';
import { replaceContent } from './content/seed-content.ts';
import { SEED_COUPONS } from './coupons.ts';
import { seedEmployees, seedTourGuides } from './seed-employees.ts';
import { retirePackages } from './retire-packages.ts';
import { fromExcluded } from './upsert.ts';
import { upsertZoomSessions } from './seed-zoom-sessions.ts';
import { seedWalletUser } from './wallet/seed-wallet.ts';
import { buildZoomSessions } from './zoom-sessions.ts';

const CHUNK_SIZE = 500;
/** Departures have 6 columns: 2 000 rows are 12 000 parameters, well under PostgreSQL's 65 535. */
const DEPARTURE_CHUNK_SIZE = 2000;

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const found = await db.select({ id: packages.id }).from(packages).limit(1);
  return found.length === 0;
}

export type SeedSummary = { packages: number; categories: number; contentItems: number; departures: number; zoomSessions: number; reviews: number };

/**
 * `demoAccounts` (API_SEED_DEMO_ACCOUNTS, no default here: every caller decides): the demo people and what hangs off
 * them — the test reviewer and its order, the wallet user and its ledger, the employee, its coupons and the coupon
 * customers' orders, the tour guides, the group order with its organiser and member. Without them the seed is the
 * public site only: catalogue, departures, coupons, content, Zoom sessions, reviews (no author account), FAQs, weather.
 */
export type SeedOptions = CatalogueOptions & { demoAccounts: boolean };

/**
 * Replaces the catalogue in one transaction, so a failed seed leaves the previous data intact. Packages,
 * departures and coupons are upserted, never truncated: carts, payments and orders reference them. A
 * departure already there keeps its seats (some are sold) and takes the new surcharge; dates new to the
 * 12-month window are added, so a reseed tops the window up. Packages no longer seeded are deleted, but those
 * registrations or group orders name are kept unlisted (retire-packages.ts). The Zoom
 * sessions are upserted too, dated from the seed day (sign-ups reference them). The content (seed/content/) is
 * replaced in the same transaction, after the packages its collections and pages name. The demo accounts only with
 * `options.demoAccounts` (SeedOptions).
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const rows = buildCatalogue(options);
  const today = options.today ?? new Date();
  const zoomSessions = buildZoomSessions(today);
  // Content names packages by slug (collections, pages): built against the packages seeded with it.
  const content = buildContent(new Set(rows.packages.map((row) => row.slug)), today);
  // Reviews, FAQs and weather places name packages too (by slug): built against the same packages.
  const community = buildCommunity(new Set(rows.packages.map((row) => row.slug)));
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${passengerTypePrices}, ${packagePrices}, ${packageCategories}, ${categories}, ${trendingLists}`);
    await insertAll(tx, rows);
    await replaceContent(tx, content);
    await upsertZoomSessions(tx, zoomSessions);
    await replaceCommunity(tx, community, { demoAccounts: options.demoAccounts });
    if (options.demoAccounts) {
      await seedWalletUser(tx, today);
      await seedEmployees(tx);
      await seedTourGuides(tx);
      await seedGroupOrders(tx, today);
    }
  });
  // Statistics of what was just written: without them the planner guesses a category holds ~30 packages and
  // sorts all of its members for every page (api/README.md "Query plans"). PGlite has no autovacuum to do it.
  await db.execute(sql`analyze`);
  return {
    packages: rows.packages.length,
    categories: rows.categories.length,
    contentItems: content.contentItems.length,
    departures: rows.departures.length,
    zoomSessions: zoomSessions.length,
    reviews: community.reviews.length,
  };
}

async function insertAll(tx: Db, rows: CatalogueRows): Promise<void> {
  // Parents before children: sub-categories reference their parent row.
  await tx.insert(categories).values(rows.categories.filter((row) => row.parentId === null));
  await tx.insert(categories).values(rows.categories.filter((row) => row.parentId !== null));
  await retirePackages(tx, rows.packages.map((row) => row.id));
  const packageColumns = Object.keys(rows.packages[0] ?? {}).filter((key) => key !== 'id') as (keyof typeof packages._.columns & string)[];
  for (const chunk of chunks(rows.packages, CHUNK_SIZE)) {
    await tx.insert(packages).values(chunk).onConflictDoUpdate({ target: packages.id, set: fromExcluded(packages, packageColumns) });
  }
  for (const chunk of chunks(rows.packageCategories, CHUNK_SIZE)) await tx.insert(packageCategories).values(chunk);
  for (const chunk of chunks(rows.packagePrices, CHUNK_SIZE)) await tx.insert(packagePrices).values(chunk);
  for (const chunk of chunks(rows.passengerTypePrices, CHUNK_SIZE)) await tx.insert(passengerTypePrices).values(chunk);
  for (const chunk of chunks(rows.departures, DEPARTURE_CHUNK_SIZE)) {
    await tx.insert(departures).values(chunk).onConflictDoUpdate({ target: departures.id, set: fromExcluded(departures, ['surchargePercent']) });
  }
  await tx
    .insert(coupons)
    .values(SEED_COUPONS)
    .onConflictDoUpdate({
      target: coupons.code,
      set: fromExcluded(coupons, ['description', 'kind', 'percent', 'maxDiscountPaise', 'flatPaise', 'minBookingPaise', 'expiresAt', 'maxUses']),
    });
  await tx.insert(trendingLists).values(rows.trendingLists);
}
