import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { packages } from './catalogue.ts';

/**
 * Dated departures of a package: a start date, a seat capacity and the seats still free. Holding or selling a
 * seat lowers `seats_left` with one conditional UPDATE (booking/seat-holds.ts), so the check keeps it in
 * 0..seats_total and the last seat cannot go twice. `surcharge_percent` is the festival or peak-season
 * surcharge of that date (0 on ordinary dates); the price itself comes from the package's price table
 * (src/pricing/), so a departure's price and the package card can never disagree.
 */
export const departures = pgTable(
  'departures',
  {
    id: text('id').primaryKey(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    surchargePercent: integer('surcharge_percent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('departures_package_date_idx').on(t.packageId, t.startDate),
    check('departures_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatsTotal} and ${t.seatsTotal} > 0`),
    check('departures_surcharge_check', sql`${t.surchargePercent} >= 0 and ${t.surchargePercent} <= 100`),
  ],
);
