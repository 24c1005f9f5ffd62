import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { MIN_SEARCH_LENGTH } from '@pilgrim/schema/rules';
import { MAX_SEARCH_LENGTH, searchResults } from './results.ts';

export const searchQuery: Pick<QueryResolvers, 'search'> = {
  search: async (_root, { query }, { loaders }) => {
    const trimmed = query.trim();
    if (trimmed.length < MIN_SEARCH_LENGTH || trimmed.length > MAX_SEARCH_LENGTH) return searchResults(trimmed, null);
    return searchResults(trimmed, await loaders.search.load(trimmed));
  },
};
