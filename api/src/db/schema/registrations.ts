import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { packages } from './catalogue.ts';

/**
 * The KMY free provisional registrations (REST `/registration/*`): one row per registration, each step's
 * validated data under its `informationtype` in `steps` (written by one UPDATE, so a step is whole or absent),
 * the uploaded documents' metadata in `documents`. Only ever read by its owner.
 */
export const registrations = pgTable(
  'registrations',
  {
    /** 24 lowercase hex characters, like every other id. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the KMY packages (`GET /package/kmy-resiger-package-list`), chosen in the personal step. */
    /** RESTRICT: the catalogue reseed keeps (unlisted) the packages registrations name (seed/retire-packages.ts). */
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    /** `{ personal: {...}, passport: {...}, ... }`: the saved steps, each as its schema output. */
    steps: jsonb('steps').$type<Record<string, unknown>>().notNull(),
    /** `{ photo: {...}, passport_front: {...}, ... }`: the uploaded documents (file key, type, size, time). */
    documents: jsonb('documents').$type<Record<string, unknown>>().notNull(),
    /** When every step was first complete (null while a draft). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('registrations_user_created_idx').on(t.userId, t.createdAt)],
);
