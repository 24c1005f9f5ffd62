import { isContentSlug } from '../../domain/content-slug.ts';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const videosQuery: Pick<QueryResolvers, 'videos' | 'video'> = {
  /** `GET /videos?tag=&page=&limit=`: one call per connection page (see `planRestPages`); a tag that is no slug is an empty connection without a call. */
  videos: (_root, { tag, first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), async (page) =>
      tag == null || isContentSlug(tag) ? loaders.videoPage.load({ tag: tag ?? null, ...page }) : { items: [], total: 0 },
    ),
  video: (_root, { slug }, { loaders }) => loaders.videoBySlug.load(slug),
};
