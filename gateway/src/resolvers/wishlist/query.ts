import { decodeGlobalId } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { fetchRecentlyVisited } from '../../rest/wishlist/wishlist.ts';
import { upstreamUnavailableError } from '../../errors.ts';

/** The UI store keeps at most 8 recently visited packages (spec §9). */
export const MAX_RECENTLY_VISITED = 8;

/** `Query.recentlyVisited`: one public `recently-visit` call; IDs that are not packages are left out, like unknown ones. */
export const recentlyVisitedQuery: Pick<QueryResolvers, 'recentlyVisited'> = {
  recentlyVisited: async (_root, { packageIds }, { rest, config, loaders }) => {
    const ids = packageIds.flatMap((globalId) => {
      const resolved = decodeGlobalId(globalId);
      return resolved?.type === 'Package' ? [resolved.internalId] : [];
    });
    // Oldest first: past 8, the newest (the last given) are kept.
    const latest = [...new Set(ids)].slice(-MAX_RECENTLY_VISITED);
    if (latest.length === 0) return [];
    const outcome = await fetchRecentlyVisited(rest, { packageIds: latest, source: config.sourceCode });
    if (!outcome.ok) throw upstreamUnavailableError('status', outcome.status);
    for (const card of outcome.value) loaders.packageById.prime(card._id, card);
    return outcome.value;
  },
};
