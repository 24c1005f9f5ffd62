import { badUserInputError } from '../../errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { MAX_UPCOMING_ZOOM_SESSIONS } from '../../rest/zoom-sessions/sessions.ts';

const DEFAULT_FIRST = 3;

/** `Query.zoomSessions(first: 1..10 = 3)`: the soonest upcoming sessions, from the one per-request list. */
export const zoomSessionsQuery: Pick<QueryResolvers, 'zoomSessions'> = {
  zoomSessions: async (_root, { first }, { loaders }) => {
    const count = first ?? DEFAULT_FIRST;
    if (!Number.isInteger(count) || count < 1 || count > MAX_UPCOMING_ZOOM_SESSIONS) {
      throw badUserInputError(`first must be between 1 and ${MAX_UPCOMING_ZOOM_SESSIONS}`);
    }
    return (await loaders.upcomingZoomSessions()).slice(0, count);
  },
};
