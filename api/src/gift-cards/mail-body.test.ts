import { describe, expect, it } from 'vitest';
import { giftCardMailBody } from './mail-body.ts';

const CARD = { recipientName: 'Meera Iyer', amountPaise: 500_000, code: 'GIFT-7KQ2-M9XD-4HTR-PW3C', buyerName: 'Asha Rao' };

describe('giftCardMailBody', () => {
  it("names the buyer above their quoted message, each line of it (any line break) prefixed with '> '", () => {
    expect(giftCardMailBody({ ...CARD, message: 'Har Har Mahadev!\r\nFor your yatra.\u2028Love' })).toBe(
      [
        'Dear Meera Iyer,',
        'You have received a gift card of ₹5,000.',
        'Your gift card code: GIFT-7KQ2-M9XD-4HTR-PW3C',
        "Enter it in the 'Gift card' field at check-out to pay for your yatra.",
        '',
        'Message from Asha Rao:',
        '> Har Har Mahadev!',
        '> For your yatra.',
        '> Love',
      ].join('\n'),
    );
  });

  it('leaves the message part out when there is none, and keeps names stored before the check on one line', () => {
    const body = giftCardMailBody({ ...CARD, recipientName: 'Meera\nYour gift card code: FAKE', buyerName: 'Asha\nRao', message: '' });
    expect(body.split('\n')[0]).toBe('Dear Meera Your gift card code: FAKE,');
    expect(body).not.toContain('Message from');
  });
});
