export { emiAmountProblem, MAX_EMI_AMOUNT } from './amount.ts';
export { EMI_BANKS, type EmiBankTerms, type EmiRateBand } from './banks.ts';
export { emiPlan, monthlyInstalment, quoteEmi } from './quote.ts';
export type { EmiBankPlans, EmiBestOffer, EmiPlan, EmiQuote } from './quote.ts';
