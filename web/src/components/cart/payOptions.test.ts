import { describe, expect, it } from 'vitest';
import { balanceNote, payLabel } from './payOptions';

describe('pay options', () => {
  it('labels the button with the amount and the balance left after the advance, in rupees from paise', () => {
    expect(payLabel('₹1,87,950')).toBe('Pay ₹1,87,950');
    expect(balanceNote(18_795_000, 4_698_750)).toBe('Balance ₹1,40,962.50 due before the tour');
    expect(balanceNote(18_795_000, 4_695_000)).toBe('Balance ₹1,41,000 due before the tour');
  });
});
