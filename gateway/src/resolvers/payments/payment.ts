import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { PaymentResolvers } from '../../generated/resolvers-types.ts';

export const Payment: PaymentResolvers = {
  id: (payment) => encodeGlobalId('Payment', payment._id),
  internalId: (payment) => payment._id,
  amount: (payment) => payment.amountPaise,
};
