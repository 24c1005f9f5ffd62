import { emiAmountProblem, quoteEmi } from '../../domain/emi/index.ts';
import { badUserInputError } from '../../errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const emiQuery: Pick<QueryResolvers, 'emi'> = {
  emi: (_root, { amount }) => {
    const problem = emiAmountProblem(amount);
    if (problem !== null) throw badUserInputError(problem);
    return quoteEmi(amount);
  },
};
