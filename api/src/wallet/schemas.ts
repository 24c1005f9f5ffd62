import { z } from '@hono/zod-openapi';
import { isCalendarDate } from '../calendar/dates.ts';
import { ObjectIdSchema, pageParam } from '../http/query-params.ts';
import { paiseField } from '../shared/paise-field.ts';
import { TRANSACTION_KINDS, WALLET_TYPES } from './wallet-types.ts';

/** Transactions are paged 5 at a time (spec §9). */
export const WALLET_PAGE_SIZE = 5;

export const walletTypeParam = z
  .enum(WALLET_TYPES, { error: `must be one of ${WALLET_TYPES.join(', ')}` })
  .default('customer')
  .openapi({ param: { name: 'wallettype', in: 'query' }, example: 'customer', description: '`customer` (default) or `reward`' });

const dayParam = (name: string, description: string) =>
  z
    .string()
    .refine(isCalendarDate, 'must be a date YYYY-MM-DD')
    .optional()
    .openapi({ param: { name, in: 'query' }, example: '2026-01-31', description });

export const WalletQuery = z.object({ wallettype: walletTypeParam });

export const TransactionsQuery = z.object({
  wallettype: walletTypeParam,
  page: pageParam,
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(WALLET_PAGE_SIZE)
    .openapi({ param: { name: 'limit', in: 'query' }, example: WALLET_PAGE_SIZE }),
  dtstart: dayParam('dtstart', 'First day, inclusive (India time)'),
  dtend: dayParam('dtend', 'Last day, inclusive (India time)'),
});

export const WalletSchema = z
  .object({ walletType: z.enum(WALLET_TYPES), balancePaise: paiseField('The balance: the sum of the ledger', 2_500_000) })
  .openapi('Wallet');

export const WalletTransactionSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(TRANSACTION_KINDS),
    walletType: z.enum(WALLET_TYPES),
    amountPaise: paiseField('Signed: + into the wallet, − out of it', -500_000),
    description: z.string(),
    orderId: z.string().nullable(),
    orderReference: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('WalletTransaction');

export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

const amountField = z.number({ error: 'must be a whole number of paise' }).int('must be a whole number of paise').min(1, 'must be at least 1').max(100_000_000, 'must be at most 100000000');

export const RequestToPayBody = z
  .object({
    orderId: ObjectIdSchema,
    amountPaise: amountField.openapi({ example: 500_000 }),
    wallettype: z.enum(WALLET_TYPES, { error: `must be one of ${WALLET_TYPES.join(', ')}` }).default('customer'),
    source: z.string().max(32).optional(),
  })
  .openapi('WalletRequestToPay');

export const StaffCreditBody = z
  .object({
    userId: z.string().min(1).max(64),
    wallettype: z.enum(WALLET_TYPES, { error: `must be one of ${WALLET_TYPES.join(', ')}` }).default('customer'),
    amountPaise: amountField.openapi({ example: 2_500_000 }),
    description: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  })
  .openapi('WalletStaffCredit');

export const IdParam = z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });
