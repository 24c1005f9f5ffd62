import { buildImage, TILE_IMAGE } from '../../domain/media.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { ContentItemResolvers, ContentKind } from '../../generated/resolvers-types.ts';
import type { ContentItemModel } from '../../rest/content/types.ts';
import { imageRequest, type ImageArgs } from '../shared/image-args.ts';

const KINDS: Record<ContentItemModel['kind'], ContentKind> = { blog: 'BLOG', news: 'NEWS', collection: 'COLLECTION' };
const TYPE_NAMES = { blog: 'Blog', news: 'NewsItem', collection: 'Collection' } as const;

/** The concrete GraphQL type of a content item. */
export const contentTypeName = ({ kind }: Pick<ContentItemModel, 'kind'>) => TYPE_NAMES[kind];

/** Spec §2 routes: `/blogs/{category}/{slug}`, `/news/{category}/{slug}`, `/collections/{slug}`. */
export function contentPath({ kind, category, slug }: Pick<ContentItemModel, 'kind' | 'category' | 'slug'>): string {
  if (kind === 'collection') return `/collections/${slug}`;
  const root = kind === 'blog' ? '/blogs' : '/news';
  return category ? `${root}/${category}/${slug}` : `${root}/${slug}`;
}

/** The fields of the `ContentItem` interface, shared by `Blog`, `NewsItem` and `Collection`. */
export const contentItemFields = {
  id: (parent: ContentItemModel) => encodeGlobalId(contentTypeName(parent), parent._id),
  internalId: (parent: ContentItemModel) => parent._id,
  kind: (parent: ContentItemModel) => KINDS[parent.kind],
  path: (parent: ContentItemModel) => contentPath(parent),
  image: (parent: ContentItemModel, args: ImageArgs, context: { config: { mediaBaseUrl: string } }) =>
    parent.image
      ? buildImage(context.config.mediaBaseUrl, parent.image, parent.title, imageRequest(args, TILE_IMAGE))
      : null,
};

export const ContentItem: ContentItemResolvers = {
  __resolveType: (parent) => contentTypeName(parent),
};
