import { z } from '@hono/zod-openapi';
import { paiseField } from '../shared/paise-field.ts';
import { WALLET_TYPES } from './wallet-types.ts';

/** What a staff credit or refund answers: the transaction written and the wallet's balance after it. */
export const StaffPostingSchema = z
  .object({
    transactionId: z.string(),
    userId: z.string(),
    walletType: z.enum(WALLET_TYPES),
    amountPaise: paiseField('Credited to the wallet', 2_500_000),
    balancePaise: paiseField('The wallet balance after it', 2_500_000),
  })
  .openapi('WalletStaffPosting');

export type StaffPosting = z.infer<typeof StaffPostingSchema>;
