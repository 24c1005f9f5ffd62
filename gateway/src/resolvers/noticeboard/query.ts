import { badUserInputError } from '../../errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

const DEFAULT_NOTICES = 5;
const MAX_NOTICES = 50;

export const noticeboardQuery: Pick<QueryResolvers, 'noticeboard'> = {
  noticeboard: async (_root, { first }, { loaders }) => {
    const count = first ?? DEFAULT_NOTICES;
    if (!Number.isInteger(count) || count < 1 || count > MAX_NOTICES) {
      throw badUserInputError(`"first" must be between 1 and ${MAX_NOTICES}, got ${count}.`);
    }
    return (await loaders.currentNotices()).slice(0, count);
  },
};
