import { describe, expect, it } from 'vitest';
import { giftCardPart, normaliseGiftCardCode } from './gift-card.ts';

const card = (balancePaise: number) => ({ id: 'c'.repeat(24), code: 'GIFT-AAAA-BBBB-CCCC-DDDD', balancePaise });

describe('a gift card at check-out', () => {
  it('pays up to its balance, at most the total less ₹1, and keeps the rest', () => {
    expect(giftCardPart(card(500_000), 3_149_790, null)).toMatchObject({ giftCardPaise: 500_000, amountDuePaise: 2_649_790, answer: { remainingPaise: 0 } });
    expect(giftCardPart(card(10_000_000), 3_149_790, null)).toMatchObject({ giftCardPaise: 3_149_690, amountDuePaise: 100, answer: { remainingPaise: 6_850_310 } });
  });

  it('counts toward the advance, which stays at least ₹1', () => {
    expect(giftCardPart(card(500_000), 3_149_790, 787_500).minimumAdvancePaise).toBe(287_500);
    expect(giftCardPart(card(1_000_000), 3_149_790, 787_500).minimumAdvancePaise).toBe(100);
  });

  it('is left out when spent', () => {
    expect(giftCardPart(card(0), 3_149_790, 787_500)).toEqual({ id: null, answer: null, giftCardPaise: 0, amountDuePaise: 3_149_790, minimumAdvancePaise: 787_500 });
  });

  it('reads a code typed in any case, with spaces or without dashes', () => {
    expect(normaliseGiftCardCode(' gift aaaa bbbb cccc dddd ')).toBe('GIFT-AAAA-BBBB-CCCC-DDDD');
    expect(normaliseGiftCardCode('AAAABBBBCCCCDDDD')).toBe('GIFT-AAAA-BBBB-CCCC-DDDD');
  });
});
