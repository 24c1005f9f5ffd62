import { quoteEmi } from '../../domain/emi/index.ts';
import { badUserInputError } from '../../errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const emiQuery: Pick<QueryResolvers, 'emi'> = {
  emi: (_root, { amount }) => {
    if (!Number.isFinite(amount) || amount <= 0) throw badUserInputError('The EMI amount must be above 0.');
    return quoteEmi(amount);
  },
};
