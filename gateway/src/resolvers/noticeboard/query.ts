import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { shortListSize } from '../shared/short-list-size.ts';

const DEFAULT_NOTICES = 5;
const MAX_NOTICES = 50;

export const noticeboardQuery: Pick<QueryResolvers, 'noticeboard'> = {
  noticeboard: async (_root, { first }, { loaders }) => {
    const count = shortListSize(first, DEFAULT_NOTICES, MAX_NOTICES);
    return (await loaders.currentNotices()).slice(0, count);
  },
};
