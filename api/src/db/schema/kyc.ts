import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/** A stored file's columns (the files foundation keeps the bytes under `file_key`, api/src/files/). */
const storedFile = {
  fileKey: text('file_key').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
};

/** The user's KYC: one identity document, its number, its scan and the staff's verification. */
export const userKyc = pgTable('user_kyc', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AADHAAR, PAN, PASSPORT, VOTER_ID or DRIVING_LICENCE (api/src/kyc/document-types.ts). */
  documentType: text('document_type').notNull(),
  documentNumber: text('document_number').notNull(),
  /** PENDING until staff set VERIFIED or REJECTED; a new document or number makes it PENDING again. */
  status: text('status').notNull(),
  rejectionReason: text('rejection_reason'),
  scanKey: text('scan_key').notNull(),
  scanContentType: text('scan_content_type').notNull(),
  scanBytes: integer('scan_bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The user's profile photo. */
export const userPhotos = pgTable('user_photos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...storedFile,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The KYC of one passenger (by index in the order's passengers) of a booked order. */
export const orderPassengerKyc = pgTable(
  'order_passenger_kyc',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    passengerIndex: integer('passenger_index').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.passengerIndex] })],
);

/** One document (passport, visa, photo…) of one passenger of an order: a new upload replaces it. */
export const orderPassengerDocuments = pgTable(
  'order_passenger_documents',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    passengerIndex: integer('passenger_index').notNull(),
    documentType: text('document_type').notNull(),
    ...storedFile,
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.passengerIndex, t.documentType] })],
);
