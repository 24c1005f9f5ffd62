import type { Resolvers } from '../../generated/resolvers-types.ts';
import { videosQuery } from './query.ts';
import { Video, VideoSource } from './video.ts';

/** The videos domain: `Query.videos` / `Query.video` (REST `GET /videos`), `Video`, `VideoSource`. */
export const videosResolvers: Resolvers = { Query: videosQuery, Video, VideoSource };
