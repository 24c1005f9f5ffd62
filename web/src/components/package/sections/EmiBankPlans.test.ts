import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmiBankPlans, type EmiBank } from './EmiBankPlans';

const plan = (month: number, price: number) => ({ month, price, interest: 12, extraInterest: price * month - 47_500, totalCost: price * month });
const banks: EmiBank[] = [
  { bank: 'Kotak', plans: [plan(3, 16_150.5), plan(6, 8_200)] },
  { bank: 'IndusInd', plans: [plan(3, 16_100), plan(36, 1_577.6)] },
  { bank: 'HSBC', plans: [plan(3, 16_150.5)] },
];
const html = renderToStaticMarkup(createElement(EmiBankPlans, { amount: 47_500, banks, openBank: 'IndusInd' }));

describe('EmiBankPlans in the first HTML', () => {
  it('names every bank in its own disclosure, only the best offer’s bank open', () => {
    expect(html.match(/<summary>[^<]+<\/summary>/g)).toEqual(['<summary>Kotak</summary>', '<summary>IndusInd</summary>', '<summary>HSBC</summary>']);
    expect(html.match(/<details[^>]*>/g)?.filter((tag) => / open=""/.test(tag))).toEqual([expect.stringContaining('data-bank="IndusInd"')]);
  });

  it('holds the open bank’s table only: a closed bank’s table is rendered when it is opened', () => {
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('<caption>IndusInd EMI plans for ₹47,500</caption>');
    expect(html).toContain('<th scope="row">36</th><td>₹1,577.60</td><td>12%</td>');
    expect(html).not.toContain('Kotak EMI plans');
  });
});
