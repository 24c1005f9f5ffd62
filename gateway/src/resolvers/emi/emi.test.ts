import { describe, expect, it } from 'vitest';
import { fakeUpstream } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';

const EMI = `query Emi($amount: Float!) { emi(amount: $amount) { amount best { emi bank tenure } banks { bank plans { month price } } } }`;

describe('Query.emi', () => {
  it('quotes every bank for the amount without calling the api', async () => {
    const upstream = fakeUpstream(() => undefined);
    const { data, errors } = await testGateway(upstream.fetch).execute(EMI, { amount: 100000 });
    expect(errors).toBeUndefined();
    expect(upstream.calls).toHaveLength(0);
    expect(data?.emi).toMatchObject({ amount: 100000, best: { emi: 3321, bank: 'IndusInd', tenure: 36 } });
    const kotak = (data?.emi as { banks: { bank: string; plans: { month: number; price: number }[] }[] }).banks[0];
    expect(kotak?.plans[0]).toEqual({ month: 3, price: 34002.21 });
  });

  it.each([0, -100, 1e20, 10_000_001])('answers BAD_USER_INPUT for the amount %s', async (amount) => {
    const { data, errors } = await testGateway(fakeUpstream(() => undefined).fetch).execute(EMI, { amount });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('quotes the largest amount allowed, ₹1 crore, within the schema', async () => {
    const { errors } = await testGateway(fakeUpstream(() => undefined).fetch).execute(EMI, { amount: 10_000_000 });
    expect(errors).toBeUndefined();
  });
});
