import { describe, expect, it } from 'vitest';
import { buyGiftCardFormSchema, buyGiftCardInputOf } from './buyGiftCardForm';

const valid = { amount: '5000', recipientName: 'Meera Iyer', recipientEmail: 'meera@example.com', message: '' };

describe('the buy a gift card form', () => {
  it('sends the amount in paise and no empty message', () => {
    expect(buyGiftCardInputOf(valid)).toEqual({ amount: 500_000, recipientName: 'Meera Iyer', recipientEmail: 'meera@example.com', message: null });
  });

  it('takes whole rupees from ₹500 to ₹1,00,000 only', () => {
    for (const amount of ['499', '100001', '500.50', '']) {
      expect(buyGiftCardFormSchema.safeParse({ ...valid, amount }).error?.issues[0]?.message).toBe('Enter an amount from ₹500 to ₹1,00,000 in whole rupees');
    }
    expect(buyGiftCardFormSchema.safeParse({ ...valid, amount: '100000' }).success).toBe(true);
  });

  it("asks for the recipient's name and a valid e-mail", () => {
    const issues = buyGiftCardFormSchema.safeParse({ ...valid, recipientName: ' ', recipientEmail: 'meera' }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(["Enter the recipient's name", 'Invalid email address']);
  });

  it("answers an empty e-mail with spec §5's 'E-mail is required', a malformed one only with 'Invalid email address'", () => {
    const messages = (recipientEmail: string) => buyGiftCardFormSchema.safeParse({ ...valid, recipientEmail }).error?.issues.map((issue) => issue.message);
    expect(messages('')).toEqual(['E-mail is required']);
    expect(messages('   ')).toEqual(['E-mail is required']);
    expect(messages('meera@example')).toEqual(['Invalid email address']);
  });
});
