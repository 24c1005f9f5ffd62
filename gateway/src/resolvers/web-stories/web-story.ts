import { buildImage } from '../../domain/media.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { WebStoryResolvers } from '../../generated/resolvers-types.ts';
import type { Loaders } from '../../loaders/index.ts';
import type { WebStoryModel } from '../../rest/web-stories/types.ts';
import { imageRequest } from '../shared/image-args.ts';

/** Spec §2: the story viewer's path. */
export const webStoryPath = (slug: string): string => `/webstories/view/${slug}`;

/** Portrait cover of a story card: 270×480 WebP. */
const COVER_IMAGE = { width: 270, height: 480, format: 'WEBP', quality: 80 } as const;

/** The slug of a neighbour: a detail carries it; a list item asks for its own detail first (one `/webstory` call). */
async function neighbourSlug(story: WebStoryModel, which: 'nextSlug' | 'previousSlug', loaders: Loaders): Promise<string | null> {
  const slug = story[which] !== undefined ? story[which] : (await loaders.webStoryBySlug.load(story.slug))?.[which];
  return slug ?? null;
}

const neighbour = (which: 'nextSlug' | 'previousSlug') => async (story: WebStoryModel, _args: unknown, { loaders }: { loaders: Loaders }) => {
  const slug = await neighbourSlug(story, which, loaders);
  return slug === null ? null : loaders.webStoryBySlug.load(slug);
};

export const WebStory: WebStoryResolvers = {
  id: (story) => encodeGlobalId('WebStory', story._id),
  internalId: (story) => story._id,
  path: (story) => webStoryPath(story.slug),
  cover: (story, args, { config }) =>
    story.image ? buildImage(config.mediaBaseUrl, story.image, story.title, imageRequest(args, COVER_IMAGE)) : null,
  slides: (story) =>
    [...story.slides].sort((a, b) => a.position - b.position).map((slide) => ({ ...slide, storyTitle: story.title })),
  nextStory: neighbour('nextSlug'),
  previousStory: neighbour('previousSlug'),
};
