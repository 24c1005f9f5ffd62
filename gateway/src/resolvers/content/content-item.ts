import { buildImage, TILE_IMAGE } from '../../domain/media.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { ContentItemResolvers, ContentKind } from '../../generated/resolvers-types.ts';
import type { ContentItemModel } from '../../rest/content/types.ts';
import { imageRequest } from '../shared/image-args.ts';

const KINDS: Record<ContentItemModel['kind'], ContentKind> = { blog: 'BLOG', news: 'NEWS', collection: 'COLLECTION' };

/** Spec §2 routes: `/blogs/{category}/{slug}`, `/news/{category}/{slug}`, `/collections/{slug}`. */
export function contentPath({ kind, category, slug }: ContentItemModel): string {
  if (kind === 'collection') return `/collections/${slug}`;
  const root = kind === 'blog' ? '/blogs' : '/news';
  return category ? `${root}/${category}/${slug}` : `${root}/${slug}`;
}

export const ContentItem: ContentItemResolvers = {
  id: (parent) => encodeGlobalId('ContentItem', parent._id),
  internalId: (parent) => parent._id,
  kind: (parent) => KINDS[parent.kind],
  path: (parent) => contentPath(parent),
  image: (parent, args, context) =>
    parent.image
      ? buildImage(context.config.mediaBaseUrl, parent.image, parent.title, imageRequest(args, TILE_IMAGE))
      : null,
};
