import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PackageEmi } from './PackageEmi';

const emi = {
  amount: 47_500,
  best: { emi: 1_577.6, bank: 'IndusInd', tenure: 36 },
  banks: [
    { bank: 'Kotak', plans: [{ month: 3, price: 16_150.5, interest: 12, extraInterest: 951.5, totalCost: 48_451.5 }] },
    { bank: 'IndusInd', plans: [{ month: 36, price: 1_577.6, interest: 12, extraInterest: 9_293.6, totalCost: 56_793.6 }] },
  ],
};

describe('PackageEmi', () => {
  it('formats every amount on the server: the browser gets display text, never a number formatter to build', () => {
    const html = renderToStaticMarkup(createElement(PackageEmi, { package: { emi } }));
    expect(html).toContain('EMI starts at <strong>₹1,578/month</strong> with IndusInd for 36 months');
    expect(html).toContain('<caption>IndusInd EMI plans for ₹47,500</caption>');
    expect(html).toContain('<th scope="row">36</th><td>₹1,577.60</td><td>12%</td><td>₹9,293.60</td><td>₹56,793.60</td>');
    expect(html).not.toContain('Kotak EMI plans');
  });

  it('shows nothing while the price is not known', () => {
    expect(renderToStaticMarkup(createElement(PackageEmi, { package: { emi: null } }))).toBe('');
  });
});
