import type { Resolvers } from '../../generated/resolvers-types.ts';
import { webStoriesQuery } from './query.ts';
import { WebStory } from './web-story.ts';
import { WebStorySlide } from './web-story-slide.ts';

/** The web-stories domain (spec §7 `GET /webstory-list`, `GET /webstory`): the list, a story by slug, its slides. */
export const webStoriesResolvers: Resolvers = {
  Query: webStoriesQuery,
  WebStory,
  WebStorySlide,
};
