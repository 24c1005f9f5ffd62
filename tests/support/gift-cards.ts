/** GraphQL documents and steps of the gift cards (issue 13) for contract tests. */
import { ERRORS, MONEY, providerAnswer, type Money } from './commerce.ts';
import type { ContractClient, UserError } from './contract-users.ts';
import type { StackUrls } from './stack-processes.ts';

export const GIFT_CARD_FIELDS = `id internalId amount { ${MONEY} } balance { ${MONEY} } recipientName recipientEmail message status code checkoutUrl sent createdAt paidAt`;
export type GiftCardAnswer = { id: string; internalId: string; amount: Money; balance: Money; recipientEmail: string; status: string; code: string | null; checkoutUrl: string | null; sent: boolean };
export type GiftCardPayload = { giftCard: (GiftCardAnswer & { providerOrderId?: string }) | null; userErrors: UserError[] };

const giftCardMutation = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { giftCard { ${GIFT_CARD_FIELDS} } ${ERRORS} } }`;
export const BUY_GIFT_CARD = giftCardMutation('buyGiftCard', 'BuyGiftCardInput');
export const START_GIFT_CARD_PAYMENT = giftCardMutation('startGiftCardPayment', 'StartGiftCardPaymentInput');
export const COMPLETE_GIFT_CARD_PAYMENT = giftCardMutation('completeGiftCardPayment', 'CompleteGiftCardPaymentInput');
export const CART_GIFT_CARD = `giftCard { code balance { paise } applied { paise } remaining { paise } } giftCardAmount { paise } amountDue { paise } total { paise }`;
export const APPLY_GIFT_CARD = `mutation($input: ApplyGiftCardInput!) { applyGiftCard(input: $input) { cart { ${CART_GIFT_CARD} } ${ERRORS} } }`;
export type CartGiftCardAnswer = { giftCard: { code: string; balance: { paise: number }; applied: { paise: number }; remaining: { paise: number } } | null; giftCardAmount: { paise: number }; amountDue: { paise: number }; total: { paise: number } };

/** The test provider's checkout URL ends with its order id. */
const providerOrderIdOf = (checkoutUrl: string | null): string => (checkoutUrl ?? '').split('/').pop() ?? '';

export function giftCardSteps(client: ContractClient, stack: StackUrls) {
  const run = async <K extends string>(name: K, document: string, input: Record<string, unknown>, token: string) =>
    ((await client.run<Record<K, GiftCardPayload>>(document, { input }, token)) as Record<K, GiftCardPayload>)[name];
  const buy = (token: string, amount: number, recipientEmail: string) =>
    run('buyGiftCard', BUY_GIFT_CARD, { amount, recipientName: 'Meera Iyer', recipientEmail, message: 'Jai Bholenath' }, token);
  const start = (token: string, giftCardId: string) => run('startGiftCardPayment', START_GIFT_CARD_PAYMENT, { giftCardId, returnPath: '/profile/gift-cards/payment' }, token);
  const complete = (token: string, card: GiftCardAnswer) =>
    run('completeGiftCardPayment', COMPLETE_GIFT_CARD_PAYMENT, { giftCardId: card.id, ...providerAnswer(stack.paymentTestSecret, providerOrderIdOf(card.checkoutUrl)) }, token);
  /** Buys and pays a card (the provider's signed success): the paid card with its code. */
  async function buyPaid(token: string, amount: number, recipientEmail: string): Promise<GiftCardAnswer> {
    const bought = await buy(token, amount, recipientEmail);
    if (bought.giftCard === null) throw new Error(`buyGiftCard refused: ${JSON.stringify(bought.userErrors)}`);
    const started = await start(token, bought.giftCard.id);
    if (started.giftCard === null) throw new Error(`startGiftCardPayment refused: ${JSON.stringify(started.userErrors)}`);
    const paid = await complete(token, started.giftCard);
    if (paid.giftCard === null) throw new Error(`completeGiftCardPayment refused: ${JSON.stringify(paid.userErrors)}`);
    return paid.giftCard;
  }
  const apply = async (token: string, code: string) =>
    (await client.run<{ applyGiftCard: { cart: CartGiftCardAnswer | null; userErrors: UserError[] } }>(APPLY_GIFT_CARD, { input: { code } }, token)).applyGiftCard;
  return { buy, start, complete, buyPaid, apply };
}
