import { describe, expect, it } from 'vitest';
import { giftCardLabel, paidLines, paymentLabel } from './paidParts';

const money = (label: string, paise = 0) => ({ label, paise });
const payment = (id: string, kind: string, provider: string, walletType: string | null, at: string, amount: string) => ({
  id, kind, provider, walletType, status: 'SUCCEEDED', amount: money(amount), refundDue: money('₹0'), createdAt: at, paidAt: at,
});

describe('what an order was paid with', () => {
  it('labels each part by its source', () => {
    expect(giftCardLabel('PW3C')).toBe('Gift card ····PW3C');
    expect(paymentLabel({ kind: 'BALANCE', provider: 'wallet', walletType: 'CUSTOMER' })).toBe('Wallet');
    expect(paymentLabel({ kind: 'BALANCE', provider: 'wallet', walletType: 'REWARD' })).toBe('Reward credit');
    expect(paymentLabel({ kind: 'ADVANCE', provider: 'razorpay', walletType: null })).toBe('Advance');
    expect(paymentLabel({ kind: 'BALANCE', provider: 'offline', walletType: null })).toBe('Balance (offline)');
  });

  it('lists gift card parts with the payments by date, a card first on a tie, a returned card and a refund due said so', () => {
    const lines = paidLines(
      [{ codeLast4: 'PW3C', amount: money('₹5,000'), createdAt: '2026-11-23T10:00:00.000Z', refundedAt: '2026-12-01T10:00:00.000Z' }],
      [
        { ...payment('b', 'BALANCE', 'wallet', 'REWARD', '2026-11-24T10:00:00.000Z', '₹500'), refundDue: money('₹100', 10_000) },
        payment('a', 'ADVANCE', 'test', null, '2026-11-23T10:00:00.000Z', '₹2,088'),
      ],
    );
    expect(lines.map(({ label, amount, status }) => [label, amount, status])).toEqual([
      ['Gift card ····PW3C', '₹5,000', 'Returned to the card'],
      ['Advance', '₹2,088', 'Paid'],
      ['Reward credit', '₹500', 'Paid (₹100 to be refunded)'],
    ]);
  });
});
