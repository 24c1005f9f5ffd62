import type { Resolvers } from '../../generated/resolvers-types.ts';
import { zoomSessionsQuery } from './query.ts';
import { signUpForZoomSessionMutation } from './sign-up-for-zoom-session.ts';
import { ZoomSession } from './zoom-session.ts';

/** The zoom sessions domain: `Query.zoomSessions` (REST `GET /zoommeeting/upcoming`), `ZoomSession`, `signUpForZoomSession`. */
export const zoomSessionsResolvers: Resolvers = { Query: zoomSessionsQuery, Mutation: signUpForZoomSessionMutation, ZoomSession };
