import { describe, expect, it } from 'vitest';
import { amountNow, balanceNote, payLabel } from './payOptions';

describe('pay options', () => {
  it('charges the total in full, or the advance when chosen and offered', () => {
    expect(amountNow('FULL', 18_795_000, 4_698_750)).toBe(18_795_000);
    expect(amountNow('ADVANCE', 18_795_000, 4_698_750)).toBe(4_698_750);
    expect(amountNow('ADVANCE', 18_795_000, null)).toBe(18_795_000);
  });

  it('labels the button and the balance in rupees from paise', () => {
    expect(payLabel(18_795_000)).toBe('Pay ₹1,87,950');
    expect(payLabel(4_698_750)).toBe('Pay ₹46,987.50');
    expect(balanceNote(18_795_000, 4_698_750)).toBe('Balance ₹1,40,962.50 due before the tour');
  });
});
