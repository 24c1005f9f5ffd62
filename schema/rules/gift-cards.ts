import { SPEC_MESSAGES } from './messages.ts';
import type { TextRule } from './password.ts';

/**
 * The rules of buying a gift card (REST `POST /gift-cart/add`), shared by the gateway's input and the web's form.
 * The api holds the same limits (api/src/gift-cards/schemas.ts). Amounts are whole rupees here; paise upstream.
 */
export const GIFT_CARD_LIMITS = { minRupees: 500, maxRupees: 100_000, nameMax: 80, messageMax: 300, codeMax: 40 } as const;

/** Simple and permissive, like the enquiry forms': the api checks the address again. */
export const GIFT_CARD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const GIFT_CARD_MESSAGES = {
  amountInvalid: 'Enter an amount from ₹500 to ₹1,00,000 in whole rupees',
  recipientNameRequired: "Enter the recipient's name",
  recipientNameTooLong: `At most ${GIFT_CARD_LIMITS.nameMax} characters`,
  /** Spec §5's messages of a required e-mail: empty, then malformed. */
  recipientEmailRequired: SPEC_MESSAGES.emailRequired,
  recipientEmailInvalid: SPEC_MESSAGES.emailInvalid,
  messageTooLong: `At most ${GIFT_CARD_LIMITS.messageMax} characters`,
  codeRequired: 'Enter a gift card code',
  codeInvalid: 'Invalid gift card code',
  notFound: 'Gift card not found',
} as const;

/** The recipient's e-mail (trimmed), in order: an empty one is 'E-mail is required', not 'Invalid email address'. */
export const GIFT_CARD_EMAIL_RULES: readonly TextRule[] = [
  [(email) => email.length > 0, GIFT_CARD_MESSAGES.recipientEmailRequired],
  [(email) => email.length <= 256 && GIFT_CARD_EMAIL_PATTERN.test(email), GIFT_CARD_MESSAGES.recipientEmailInvalid],
];

/** Why this amount (rupees) cannot be bought; null when it can. */
export function giftCardAmountProblem(rupees: number): string | null {
  const fits = Number.isInteger(rupees) && rupees >= GIFT_CARD_LIMITS.minRupees && rupees <= GIFT_CARD_LIMITS.maxRupees;
  return fits ? null : GIFT_CARD_MESSAGES.amountInvalid;
}
