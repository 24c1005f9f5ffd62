import { CURRENCY, formatPaise } from '../../domain/money/index.ts';
import type { MoneyResolvers } from '../../generated/resolvers-types.ts';

/** `Money` over an integer of paise (its mapped parent): cart, payments, orders and departures all answer through it. */
export const Money: MoneyResolvers = {
  paise: (paise) => paise,
  currency: () => CURRENCY,
  label: (paise) => formatPaise(paise),
};
