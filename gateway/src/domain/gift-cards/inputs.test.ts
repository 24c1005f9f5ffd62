import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../relay/index.ts';
import { applyGiftCardInput, buyGiftCardInput, startGiftCardPaymentInput } from './inputs.ts';

const valid = { amount: 500_000, recipientName: ' Meera Iyer ', recipientEmail: 'Meera@Example.com', message: null };

describe('gift card inputs', () => {
  it('takes whole rupees from ₹500 to ₹1,00,000 in paise, a lower-cased e-mail and an empty message for none', () => {
    expect(buyGiftCardInput.parse(valid)).toEqual({ amount: 500_000, recipientName: 'Meera Iyer', recipientEmail: 'meera@example.com', message: '' });
    for (const amount of [49_900, 10_000_100, 50_050]) {
      expect(buyGiftCardInput.safeParse({ ...valid, amount }).error?.issues[0]?.message).toBe('Enter an amount from ₹500 to ₹1,00,000 in whole rupees');
    }
  });

  it("answers an empty e-mail with spec §5's 'E-mail is required', a malformed or too long one with 'Invalid email address'", () => {
    const messages = (recipientEmail: string) => buyGiftCardInput.safeParse({ ...valid, recipientEmail }).error?.issues.map((issue) => issue.message);
    expect(messages(' ')).toEqual(['E-mail is required']);
    expect(messages('meera@example')).toEqual(['Invalid email address']);
    expect(messages(`${'m'.repeat(250)}@example.com`)).toEqual(['Invalid email address']);
  });

  it('reads a GiftCard id only, and a same-site return path as a URL on the web origin', () => {
    const giftCardId = encodeGlobalId('GiftCard', 'a'.repeat(24));
    expect(startGiftCardPaymentInput('http://localhost:3000').parse({ giftCardId, returnPath: '/profile/gift-cards/payment' })).toEqual({
      giftCardId: 'a'.repeat(24),
      returnPath: 'http://localhost:3000/profile/gift-cards/payment',
    });
    const other = startGiftCardPaymentInput('http://localhost:3000').safeParse({ giftCardId: encodeGlobalId('Order', 'a'.repeat(24)), returnPath: '/x' });
    expect(other.error?.issues[0]?.message).toBe('Gift card not found');
  });

  it('asks for a code', () => {
    expect(applyGiftCardInput.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe('Enter a gift card code');
  });
});
