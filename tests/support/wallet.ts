/** Wallet steps for the contract tests (issue 13): staff REST calls, the viewer's wallet and `payFromWallet` through the gateway. */
import { addTraveller, commerceSteps, departureWithSeats, onSalePackages, type OrderAnswer } from './commerce.ts';
import type { ContractClient, UserError } from './contract-users.ts';
import type { StackUrls } from './stack-processes.ts';

export type WalletTransactionAnswer = { id: string; kind: string; amount: { paise: number }; description: string; orderReference: string | null; createdAt: string };
export type WalletAnswer = { balance: { paise: number }; transactions: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: WalletTransactionAnswer }[] } };
export type PayFromWalletAnswer = { order: { id: string; paid: { paise: number }; balance: { paise: number } } | null; payment: { provider: string; kind: string; amount: { paise: number } } | null; wallet: { balance: { paise: number } } | null; userErrors: UserError[] };

export const WALLET_QUERY = `query($type: WalletType, $first: Int, $after: String, $from: String, $to: String) { viewer { wallet(type: $type) { balance { paise }
  transactions(first: $first, after: $after, from: $from, to: $to) { totalCount pageInfo { hasNextPage endCursor } edges { node { id kind amount { paise } description orderReference createdAt } } } } } }`;
export const PAY_FROM_WALLET = `mutation($input: PayFromWalletInput!) { payFromWallet(input: $input) {
  order { id paid { paise } balance { paise } } payment { provider kind amount { paise } } wallet { balance { paise } } userErrors { code message field } } }`;

/** A staff POST to the api (`Authorization: Bearer <API_STAFF_TOKEN>`): HTTP status and body. */
export async function staffPost<T = { status: number; message: string; data: Record<string, number> }>(stack: StackUrls, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.staffToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export function walletSteps(client: ContractClient, stack: StackUrls) {
  const steps = commerceSteps(client, stack);
  const userIdOf = async (token: string) => (await client.run<{ viewer: { internalId: string } }>('{ viewer { internalId } }', {}, token)).viewer.internalId;
  const credit = (userId: string, amountPaise: number, wallettype = 'customer') => staffPost(stack, '/wallet/staff/credit', { userId, amountPaise, wallettype, description: 'Contract credit' });
  const wallet = async (token: string, variables: Record<string, unknown> = {}) => (await client.run<{ viewer: { wallet: WalletAnswer } }>(WALLET_QUERY, variables, token)).viewer.wallet;
  const pay = async (token: string, input: Record<string, unknown>) => (await client.run<{ payFromWallet: PayFromWalletAnswer }>(PAY_FROM_WALLET, { input }, token)).payFromWallet;
  /** Every transaction of the wallet, walking the pages of 50. */
  async function allTransactions(token: string): Promise<WalletTransactionAnswer[]> {
    const found: WalletTransactionAnswer[] = [];
    let after: string | null = null;
    for (;;) {
      const { transactions } = await wallet(token, { first: 50, after });
      found.push(...transactions.edges.map((edge) => edge.node));
      if (!transactions.pageInfo.hasNextPage) return found;
      after = transactions.pageInfo.endCursor;
    }
  }
  /** A Char Dham order (a tour more than 35 days away) with only its advance paid. */
  async function orderWithBalance(token: string): Promise<OrderAnswer> {
    const after = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
    const card = (await onSalePackages(stack, 'char-dham')).find((candidate) => !candidate.prices.isApplySeatOption)!;
    const departure = await departureWithSeats(stack, card._id, 2, (candidate) => candidate.date > after);
    if (!departure) throw new Error(`${card.slug} has no departure with seats`);
    const packageId = Buffer.from(`Package:${card._id}`).toString('base64');
    return steps.bookAndPay(token, { packageId, date: departure.date, travellerIds: [await addTraveller(client, token, 'Asha', '1962-08-15')] }, 'ADVANCE');
  }
  return { userIdOf, credit, wallet, pay, allTransactions, orderWithBalance };
}
