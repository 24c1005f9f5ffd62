import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmiBankPlans, type EmiBank } from './EmiBankPlans';

const plan = (month: number, price: string) => ({ month, price, interest: '12%', extraInterest: '₹9,233.60', totalCost: '₹56,733.60' });
const banks: EmiBank[] = [
  { bank: 'Kotak', plans: [plan(3, '₹16,150.50'), plan(6, '₹8,200.00')] },
  { bank: 'IndusInd', plans: [plan(3, '₹16,100.00'), plan(36, '₹1,577.60')] },
  { bank: 'HSBC', plans: [plan(3, '₹16,150.50')] },
];
const html = renderToStaticMarkup(createElement(EmiBankPlans, { amount: '₹47,500', banks, openBank: 'IndusInd' }));

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
