import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const videosQuery: Pick<QueryResolvers, 'videos' | 'video'> = {
  /** `GET /videos?tag=&page=&limit=`: one call per connection page (see `planRestPages`). */
  videos: (_root, { tag, first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), (page) =>
      loaders.videoPage.load({ tag: tag ?? null, ...page }),
    ),
  video: (_root, { slug }, { loaders }) => loaders.videoBySlug.load(slug),
};
