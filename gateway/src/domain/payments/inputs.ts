import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';
import { returnUrlField } from './return-url.ts';

export const PAYMENT_MESSAGES = {
  paymentNotFound: 'Payment not found',
  orderNotFound: 'Order not found',
  kindInvalid: 'Pay the whole amount (FULL) or the advance (ADVANCE); a balance is paid with startBalancePayment',
  providerAnswerRequired: "The payment provider's answer is missing",
  reasonTooLong: 'The reason can be at most 500 characters',
  expectedAmountInvalid: 'The expected amount must be a whole number of paise above 0',
} as const;

const M = PAYMENT_MESSAGES;
const providerText = z.string().trim().min(1, M.providerAnswerRequired).max(256, M.providerAnswerRequired);

/** `StartPaymentInput`: FULL by default; a BALANCE is refused (it has its own mutation); `expectedAmount` in paise. */
export const startPaymentInput = (webOrigin: string) =>
  z.object({
    kind: z
      .enum(['FULL', 'ADVANCE', 'BALANCE'])
      .nullish()
      .transform((kind, context) => {
        if (kind !== 'BALANCE') return kind ?? 'FULL';
        context.addIssue({ code: 'custom', message: M.kindInvalid });
        return z.NEVER;
      }),
    returnPath: returnUrlField(webOrigin),
    expectedAmount: z.number().int(M.expectedAmountInvalid).positive(M.expectedAmountInvalid).nullish().transform((paise) => paise ?? undefined),
  });

export const startBalancePaymentInput = (webOrigin: string) =>
  z.object({ orderId: globalIdOf('Order', M.orderNotFound), returnPath: returnUrlField(webOrigin) });

/** `CompletePaymentInput`: the provider's answer, checked by the api (HMAC-SHA256); only its shape here. */
export const completePaymentInput = z.object({
  paymentId: globalIdOf('Payment', M.paymentNotFound),
  providerPaymentId: providerText,
  signature: providerText,
});

export const failPaymentInput = z.object({
  paymentId: globalIdOf('Payment', M.paymentNotFound),
  reason: z.string().trim().max(500, M.reasonTooLong).nullish().transform((reason) => reason || undefined),
});
