import { firstBrokenRule, GIFT_CARD_EMAIL_RULES, GIFT_CARD_LIMITS as L, GIFT_CARD_MESSAGES as M, giftCardAmountProblem } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';
import { returnUrlField } from '../payments/return-url.ts';

const providerText = z.string().trim().min(1, "The payment provider's answer is missing").max(256, "The payment provider's answer is missing");

/** `BuyGiftCardInput` as the `POST /gift-cart/add` fields (without `source`): the amount in paise, whole rupees. */
export const buyGiftCardInput = z.object({
  amount: z.number().refine((paise) => paise % 100 === 0 && giftCardAmountProblem(paise / 100) === null, M.amountInvalid),
  recipientName: z.string().trim().min(1, M.recipientNameRequired).max(L.nameMax, M.recipientNameTooLong),
  recipientEmail: z
    .string()
    .trim()
    .toLowerCase()
    .check((context) => {
      const message = firstBrokenRule(GIFT_CARD_EMAIL_RULES, context.value);
      if (message !== null) context.issues.push({ code: 'custom', message, input: context.value });
    }),
  message: z.string().trim().max(L.messageMax, M.messageTooLong).nullish().transform((text) => text ?? ''),
});

const giftCardId = globalIdOf('GiftCard', M.notFound);

export const startGiftCardPaymentInput = (webOrigin: string) => z.object({ giftCardId, returnPath: returnUrlField(webOrigin) });

export const completeGiftCardPaymentInput = z.object({ giftCardId, providerPaymentId: providerText, signature: providerText });

export const failGiftCardPaymentInput = z.object({
  giftCardId,
  reason: z.string().trim().max(500, 'The reason can be at most 500 characters').nullish().transform((reason) => reason || undefined),
});

export const applyGiftCardInput = z.object({ code: z.string().trim().min(1, M.codeRequired).max(L.codeMax, M.codeInvalid) });
