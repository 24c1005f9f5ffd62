import type { Resolvers } from '../../generated/resolvers-types.ts';
import { completePaymentMutation } from './complete-payment.ts';
import { failPaymentMutation } from './fail-payment.ts';
import { Payment } from './payment.ts';
import { PaymentResultPayload, StartPaymentPayload } from './payloads.ts';
import { startBalancePaymentMutation } from './start-balance-payment.ts';
import { startPaymentMutation } from './start-payment.ts';

/** The payments domain (REST `/payment/*`): `Payment` and the four payment mutations. */
export const paymentsResolvers: Resolvers = {
  Mutation: { ...startPaymentMutation, ...startBalancePaymentMutation, ...completePaymentMutation, ...failPaymentMutation },
  Payment,
  PaymentResultPayload,
  StartPaymentPayload,
};
