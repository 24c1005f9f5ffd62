import { describe, expect, it } from 'vitest';
import { allMenuPackages, isOrdinary } from '../support/catalogue-scan.ts';
import { graphql, graphqlData } from '../support/graphql.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();

type EmiPlan = { month: number; price: number; interest: number; extraInterest: number; totalCost: number };
type EmiQuote = {
  amount: number;
  best: { emi: number; bank: string; tenure: number };
  banks: { bank: string; plans: EmiPlan[] }[];
};

const emiQuery = /* GraphQL */ `
  query Emi($amount: Float!) {
    emi(amount: $amount) {
      amount
      best { emi bank tenure }
      banks { bank plans { month price interest extraInterest totalCost } }
    }
  }
`;

/** Spec §9, in the table's order. */
const specBanks = ['Kotak', 'IndusInd', 'ICICI', 'Axis', 'Yes', 'RBL', 'Corporation', 'Baroda', 'HSBC', 'IDBI', 'Standard'];

const quote = async (amount: number): Promise<EmiQuote> =>
  (await graphqlData<{ emi: EmiQuote }>(stack.gatewayUrl, emiQuery, { amount })).emi;

describe('emi', () => {
  it('offers IndusInd over 36 months as the best plan for 1,00,000', async () => {
    const emi = await quote(100000);
    expect(emi.amount).toBe(100000);
    expect(emi.best).toEqual({ emi: 3321, bank: 'IndusInd', tenure: 36 });
  });

  it('prices the IndusInd 36-month plan at 3321.43 a month at 12% a year', async () => {
    const emi = await quote(100000);
    const plan = emi.banks.find((bank) => bank.bank === 'IndusInd')?.plans.find((candidate) => candidate.month === 36);
    expect(plan?.price).toBe(3321.43);
    expect(plan?.interest).toBe(12);
    expect(plan?.totalCost).toBeCloseTo(3321.43 * 36, 0);
    expect(plan?.extraInterest).toBeCloseTo((plan?.totalCost ?? 0) - 100000, 2);
  });

  it('lists the eleven banks of the table in order, each with plans sorted by tenure', async () => {
    const emi = await quote(100000);
    expect(emi.banks.map((bank) => bank.bank)).toEqual(specBanks);
    for (const bank of emi.banks) {
      const months = bank.plans.map((plan) => plan.month);
      expect(months).toEqual([...months].sort((a, b) => a - b));
      expect(months.length).toBeGreaterThan(0);
    }
  });

  it('picks as best the lowest rounded instalment of all plans', async () => {
    const emi = await quote(250000);
    const lowest = Math.min(...emi.banks.flatMap((bank) => bank.plans.map((plan) => plan.price)));
    expect(emi.best.emi).toBe(Math.round(lowest));
  });

  it('refuses an amount of 0 with an error', async () => {
    const { data, errors } = await graphql<{ emi: EmiQuote }>(stack.gatewayUrl, emiQuery, { amount: 0 });
    expect(errors?.length).toBeGreaterThan(0);
    expect(data?.emi ?? null).toBeNull();
  });

  it('refuses a negative amount with an error', async () => {
    const { errors } = await graphql<{ emi: EmiQuote }>(stack.gatewayUrl, emiQuery, { amount: -5000 });
    expect(errors?.length).toBeGreaterThan(0);
  });

  it("quotes a package's EMI on its display price", async () => {
    const card = (await allMenuPackages(stack)).find(isOrdinary);
    if (card === undefined) throw new Error('the seeded catalogue has no ordinary package');
    const { package: view } = await graphqlData<{ package: { price: { amount: number }; emi: EmiQuote } | null }>(
      stack.gatewayUrl,
      `query ($slug: String!) { package(slug: $slug) { price { amount } emi { amount best { emi bank tenure } } } }`,
      { slug: card.slug },
    );
    expect(view?.emi.amount).toBe(view?.price.amount);
    expect(view?.emi.best).toEqual((await quote(card.prices.inrPriceSpecial)).best);
  });
});
