import { isContentSlug } from '../../domain/content-slug.ts';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

/** Spec §9: web stories are listed 8 at a time. */
export const WEB_STORY_PAGE_SIZE = 8;

/** `Query.webStories` over `GET /webstory-list` pages, and `Query.webStory(slug)` over `GET /webstory` (null on 404). */
export const webStoriesQuery: Pick<QueryResolvers, 'webStories' | 'webStory'> = {
  webStories: (_root, { first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first ?? WEB_STORY_PAGE_SIZE, after), (page) => loaders.webStoryPage.load(page)),
  webStory: (_root, { slug }, { loaders }) => (isContentSlug(slug) ? loaders.webStoryBySlug.load(slug) : null),
};
