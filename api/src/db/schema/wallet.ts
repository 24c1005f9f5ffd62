import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';

/**
 * A ledger account: one per user and wallet type (`user:<userId>:<type>`), and the system accounts the money
 * comes from or goes to (`system:orders`, `system:unapplied-payments`, `system:credits`). The balance is never
 * stored: it is the sum of the account's entries.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    walletType: text('wallet_type').$type<'customer' | 'reward'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('wallet_accounts_user_type_idx').on(t.userId, t.walletType).where(sql`${t.userId} is not null`)],
);

/**
 * One movement of money: a staff credit, a spend on an order, a refund. Its entries sum to zero (checked at
 * commit by the `wallet_entries_balanced` trigger, migration `wallet_ledger_checks`).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'CREDIT' | 'SPEND' | 'REFUND'>().notNull(),
    description: text('description').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('wallet_transactions_refund_payment_idx').on(t.paymentId).where(sql`${t.kind} = 'REFUND'`)],
);

/** A credit (+) or debit (−) of one account in one transaction, in paise. Append-only. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_entries_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('wallet_entries_transaction_idx').on(t.transactionId),
    check('wallet_entries_amount_check', sql`${t.amountPaise} <> 0`),
  ],
);
