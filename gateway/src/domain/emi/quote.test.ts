import { describe, expect, it } from 'vitest';
import { EMI_BANKS } from './banks.ts';
import { emiPlan, quoteEmi, type EmiBankPlans } from './quote.ts';

describe('emiPlan', () => {
  it('charges 3321.43 a month for 100000 over 36 months at 12%', () => {
    // r = 0.01; 1.01^36 = 1.4307688; 1000 × 1.4307688 / 0.4307688 = 3321.43
    expect(emiPlan(100000, 12, 36).price).toBe(3321.43);
  });

  it('charges 34002.21 a month for 100000 over 3 months at 12%, with total and interest from the rounded instalment', () => {
    // 1.01^3 = 1.030301; 1000 × 1.030301 / 0.030301 = 34002.21; × 3 = 102006.63
    expect(emiPlan(100000, 12, 3)).toEqual({
      month: 3,
      price: 34002.21,
      interest: 12,
      extraInterest: 2006.63,
      totalCost: 102006.63,
    });
  });

  it('reports the annual rate as monthly rate × 1200 without float noise', () => {
    expect(emiPlan(50000, 13, 6).interest).toBe(13);
  });
});

describe('quoteEmi', () => {
  it('computes the bank table\'s quote for an amount once and shares it frozen', () => {
    const first = quoteEmi(123_457);
    expect(quoteEmi(123_457)).toBe(first);
    expect(Object.isFrozen(first.banks[0]?.plans[0])).toBe(true);
    expect(() => (first.banks as EmiBankPlans[]).push({ bank: 'x', plans: [] })).toThrow(TypeError);
  });

  it('picks IndusInd over 36 months as the best offer for 100000', () => {
    expect(quoteEmi(100000).best).toEqual({ emi: 3321, bank: 'IndusInd', tenure: 36 });
  });

  it('lists the eleven banks in table order with their spec names', () => {
    expect(quoteEmi(100000).banks.map((bank) => bank.bank)).toEqual([
      'Kotak', 'IndusInd', 'ICICI', 'Axis', 'Yes', 'RBL', 'Corporation', 'Baroda', 'HSBC', 'IDBI', 'Standard',
    ]);
  });

  it('sorts each bank plans by tenure even when the table lists a longer tenure at a lower rate', () => {
    const indusInd = quoteEmi(100000).banks.find((bank) => bank.bank === 'IndusInd');
    expect(indusInd?.plans.map((plan) => [plan.month, plan.interest])).toEqual([
      [3, 13], [6, 13], [9, 13], [12, 12], [18, 12], [24, 12], [36, 12],
    ]);
  });

  it('expands Baroda "3-12" to the tenures 3, 6, 9 and 12 at 13%', () => {
    const baroda = quoteEmi(100000).banks.find((bank) => bank.bank === 'Baroda');
    expect(baroda?.plans.filter((plan) => plan.interest === 13).map((plan) => plan.month)).toEqual([3, 6, 9, 12]);
  });

  it('keeps the first bank in table order when two banks tie on the lowest instalment', () => {
    const tied = [
      { bank: 'First', bands: [{ months: [12], annualRatePercent: 12 }] },
      { bank: 'Second', bands: [{ months: [12], annualRatePercent: 12 }] },
    ];
    expect(quoteEmi(100000, tied).best.bank).toBe('First');
  });

  it('offers every tenure of the spec table', () => {
    const total = EMI_BANKS.reduce((sum, bank) => sum + bank.bands.reduce((n, band) => n + band.months.length, 0), 0);
    const quoted = quoteEmi(1000).banks.reduce((sum, bank) => sum + bank.plans.length, 0);
    expect(quoted).toBe(total);
    expect(total).toBe(6 + 7 + 4 + 4 + 6 + 6 + 3 + 7 + 5 + 4 + 6);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects the amount %s', (amount) => {
    expect(() => quoteEmi(amount)).toThrow(RangeError);
  });
});
