import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { PaymentResolvers, WalletType } from '../../generated/resolvers-types.ts';

export const Payment: PaymentResolvers = {
  id: (payment) => encodeGlobalId('Payment', payment._id),
  internalId: (payment) => payment._id,
  amount: (payment) => payment.amountPaise,
  walletType: (payment) => (payment.walletType === null ? null : (payment.walletType.toUpperCase() as WalletType)),
  refundDue: (payment) => payment.refundDuePaise,
};
