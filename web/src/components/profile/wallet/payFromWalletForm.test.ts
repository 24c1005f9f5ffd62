import { describe, expect, it } from 'vitest';
import { paiseOfRupees, payFromWalletFormSchema, proposedAmount, refusalFor, rupeeLabel, rupeesOfPaise } from './payFromWalletForm';

const schema = payFromWalletFormSchema((wallet) => ({ orderBalancePaise: 5_748_700, walletBalancePaise: wallet === 'CUSTOMER' ? 3_000_000 : 250_000 }));
const problem = (wallet: 'CUSTOMER' | 'REWARD', amount: string) => schema.safeParse({ wallet, amount }).error?.issues[0]?.message ?? null;

describe('the pay-from-wallet form', () => {
  it('reads rupees with up to two decimals and grouping commas as paise', () => {
    expect([paiseOfRupees('5000'), paiseOfRupees('1,500.5'), paiseOfRupees(' 0.75 '), paiseOfRupees('12.345'), paiseOfRupees('abc')]).toEqual([500_000, 150_050, 75, Number.NaN, Number.NaN]);
    expect([rupeesOfPaise(500_000), rupeesOfPaise(150_050)]).toEqual(['5000', '1500.50']);
  });

  it("bounds the amount by ₹1, the order's balance and the chosen wallet's", () => {
    expect(problem('CUSTOMER', '')).toBe('Enter an amount of at least ₹1');
    expect(problem('CUSTOMER', '0.50')).toBe('Enter an amount of at least ₹1');
    expect(problem('CUSTOMER', '1.234')).toBe('Enter the amount in rupees, with at most two decimals');
    expect(problem('CUSTOMER', '57488')).toBe("The amount is more than the order's balance");
    expect(problem('CUSTOMER', '30000.01')).toBe('Your wallet balance is not enough');
    expect(problem('REWARD', '2500')).toBeNull();
    expect(problem('REWARD', '2501')).toBe('Your reward credit balance is not enough');
  });

  it('proposes the lesser of the chosen source and the balance due', () => {
    expect([proposedAmount(5_748_700, 3_000_000), proposedAmount(5_748_700, 250_000), proposedAmount(150_050, 3_000_000), proposedAmount(5_748_700, 0)]).toEqual(['30000', '2500', '1500.50', '0']);
  });

  it("names the reward credit in a refusal of the wallet's balance only when the reward credit was chosen", () => {
    expect(refusalFor('Your wallet balance is not enough', 'REWARD')).toBe('Your reward credit balance is not enough');
    expect(refusalFor('Your wallet balance is not enough', 'CUSTOMER')).toBe('Your wallet balance is not enough');
    expect(refusalFor("The amount is more than the order's balance", 'REWARD')).toBe("The amount is more than the order's balance");
  });
});

describe('rupeeLabel', () => {
  it('reads as the money labels do: Indian grouping, paise only when there are some', () => {
    expect(rupeeLabel(3_000_000)).toBe('₹30,000');
    expect(rupeeLabel(1_574_895)).toBe('₹15,748.95');
    expect(rupeeLabel(12_345_678_900)).toBe('₹12,34,56,789');
  });
});
