import { GIFT_CARD_EMAIL_RULES, GIFT_CARD_LIMITS as L, GIFT_CARD_MESSAGES as M, giftCardAmountProblem } from '@pilgrim/schema/rules';
import { ruledString } from '@/lib/validation/fields';
import { z } from '@/lib/validation/zod';

/** The 'Buy a gift card' form's rules (schema/rules/gift-cards.ts, as the gateway checks them): the amount in rupees. */
export const buyGiftCardFormSchema = z.object({
  amount: z.string().trim().refine((text) => /^\d+$/.test(text) && giftCardAmountProblem(Number(text)) === null, M.amountInvalid),
  recipientName: z.string().trim().min(1, M.recipientNameRequired).max(L.nameMax, M.recipientNameTooLong),
  recipientEmail: ruledString(GIFT_CARD_EMAIL_RULES, { trim: true }),
  message: z.string().trim().max(L.messageMax, M.messageTooLong),
});

export type BuyGiftCardFormValues = z.input<typeof buyGiftCardFormSchema>;

/** The form's values as `BuyGiftCardInput` (the amount in paise). */
export function buyGiftCardInputOf(values: BuyGiftCardFormValues) {
  const parsed = buyGiftCardFormSchema.parse(values);
  return { amount: Number(parsed.amount) * 100, recipientName: parsed.recipientName, recipientEmail: parsed.recipientEmail, message: parsed.message || null };
}
