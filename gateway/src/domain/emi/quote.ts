import { LRUCache } from 'lru-cache';
import { EMI_BANKS, type EmiBankTerms } from './banks.ts';

export interface EmiPlan {
  month: number;
  /** The monthly instalment, to the paisa. */
  price: number;
  /** The annual rate in percent (monthly rate × 1200). */
  interest: number;
  extraInterest: number;
  totalCost: number;
}

export interface EmiBankPlans {
  bank: string;
  plans: EmiPlan[];
}

export interface EmiBestOffer {
  emi: number;
  bank: string;
  tenure: number;
}

export interface EmiQuote {
  amount: number;
  best: EmiBestOffer;
  banks: EmiBankPlans[];
}

const roundToPaisa = (value: number): number => Math.round(value * 100) / 100;

/** The annuity instalment: P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate. */
export function monthlyInstalment(principal: number, annualRatePercent: number, months: number): number {
  const monthlyRate = annualRatePercent / 12 / 100;
  const growth = (1 + monthlyRate) ** months;
  return (principal * monthlyRate * growth) / (growth - 1);
}

export function emiPlan(principal: number, annualRatePercent: number, months: number): EmiPlan {
  const monthlyRate = annualRatePercent / 12 / 100;
  const price = roundToPaisa(monthlyInstalment(principal, annualRatePercent, months));
  const totalCost = roundToPaisa(price * months);
  return {
    month: months,
    price,
    interest: roundToPaisa(monthlyRate * 1200),
    extraInterest: roundToPaisa(totalCost - principal),
    totalCost,
  };
}

function bankPlans(principal: number, terms: EmiBankTerms): EmiBankPlans {
  const plans = terms.bands
    .flatMap((band) => band.months.map((months) => emiPlan(principal, band.annualRatePercent, months)))
    .sort((a, b) => a.month - b.month);
  return { bank: terms.bank, plans };
}

/** The lowest instalment over all banks and tenures; the earlier bank in table order wins a tie. */
function bestOffer(banks: readonly EmiBankPlans[]): EmiBestOffer {
  let best: { bank: string; plan: EmiPlan } | null = null;
  for (const { bank, plans } of banks) {
    for (const plan of plans) {
      if (best === null || plan.price < best.plan.price) best = { bank, plan };
    }
  }
  if (best === null) throw new Error('The EMI table offers no plan.');
  return { emi: Math.round(best.plan.price), bank: best.bank, tenure: best.plan.month };
}

/**
 * The bank table's quotes by amount: a package page asks for the same few prices over and over, and each quote is
 * ~40 plans. Quotes are frozen, so sharing one between operations is safe.
 */
const tableQuotes = new LRUCache<number, EmiQuote>({ max: 5_000 });

/** Plans of every bank of the table for `amount` INR, and the best offer. Throws a RangeError unless amount > 0. */
export function quoteEmi(amount: number, table: readonly EmiBankTerms[] = EMI_BANKS): EmiQuote {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RangeError(`An EMI amount must be a finite number above 0, got ${amount}.`);
  }
  if (table !== EMI_BANKS) return computeQuote(amount, table);
  let quote = tableQuotes.get(amount);
  if (!quote) {
    quote = deepFreeze(computeQuote(amount, table));
    tableQuotes.set(amount, quote);
  }
  return quote;
}

function computeQuote(amount: number, table: readonly EmiBankTerms[]): EmiQuote {
  const banks = table.map((terms) => bankPlans(amount, terms));
  return { amount, best: bestOffer(banks), banks };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
