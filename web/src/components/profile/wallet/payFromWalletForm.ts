import { WALLET_MESSAGES, walletAmountProblem, type WalletLimits } from '@pilgrim/schema/rules';
import { z } from '@/lib/validation/zod';

export type WalletChoice = 'CUSTOMER' | 'REWARD';

/** How the dialog names each source: in the result ('Paid ₹… from your reward credit', 'Reward credit: ₹…'). */
export const WALLET_SOURCE = {
  CUSTOMER: { from: 'your wallet', balance: 'Wallet balance' },
  REWARD: { from: 'your reward credit', balance: 'Reward credit' },
} as const satisfies Record<WalletChoice, { from: string; balance: string }>;

/** The api's refusal of a reward-credit payment above its balance (api/src/wallet/messages.ts `aboveRewardBalance`). */
export const REWARD_NOT_ENOUGH = 'Your reward credit balance is not enough';

/** A refusal as the chosen source reads it: the shared rule's wallet message names the reward credit when that was chosen. */
export const refusalFor = (message: string, wallet: WalletChoice): string =>
  wallet === 'REWARD' && message === WALLET_MESSAGES.aboveWalletBalance ? REWARD_NOT_ENOUGH : message;

/** The amount the dialog proposes for a source: the lesser of its balance and the balance due, as the field shows it. */
export const proposedAmount = (orderBalancePaise: number, sourceBalancePaise: number): string => rupeesOfPaise(Math.max(0, Math.min(orderBalancePaise, sourceBalancePaise)));

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
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: refusalFor(problem, values.wallet) });
    });
}

export type PayFromWalletFormValues = { wallet: WalletChoice; amount: string };

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** '₹30,000', '₹15,748.95' (Indian grouping), as the gateway's money labels read. */
export const rupeeLabel = (paise: number): string => (paise % 100 === 0 ? wholeRupees : withPaise).format(paise / 100);
