import { WALLET_MESSAGES, walletAmountProblem, type WalletLimits } from '@pilgrim/schema/rules';
import { z } from '@/lib/validation/zod';

export type WalletChoice = 'CUSTOMER' | 'REWARD';

/** Rupees as typed (`1500`, `1,500.50`) in paise, or NaN when it is not an amount with at most two decimals. */
export function paiseOfRupees(text: string): number {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [rupees, decimals = ''] = plain.split('.');
  return Number(rupees) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Paise as the amount field shows them: `1500` or `1500.50`. */
export const rupeesOfPaise = (paise: number): string => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** The dialog's rules (the shared wallet rule of `schema/rules`): the chosen wallet's and the order's balance bound the amount. */
export function payFromWalletFormSchema(limitsOf: (wallet: WalletChoice) => WalletLimits) {
  return z
    .object({ wallet: z.enum(['CUSTOMER', 'REWARD']), amount: z.string() })
    .superRefine((values, context) => {
      const paise = paiseOfRupees(values.amount);
      const problem = values.amount.trim() === '' ? WALLET_MESSAGES.amountRequired : walletAmountProblem(paise, limitsOf(values.wallet));
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

export type PayFromWalletFormValues = { wallet: WalletChoice; amount: string };

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** '₹30,000', '₹15,748.95' (Indian grouping), as the gateway's money labels read. */
export const rupeeLabel = (paise: number): string => (paise % 100 === 0 ? wholeRupees : withPaise).format(paise / 100);
