import type { GatewayContext } from '../../context.ts';
import type { CollectionResolvers } from '../../generated/resolvers-types.ts';
import type { CollectionModel } from '../../rest/collections/types.ts';
import { contentItemFields } from '../content/content-item.ts';
import { detailGone } from '../content/detail-gone.ts';

/** The card fields: from the parent when it is a card, else from `/collections?id[]=` (a search result, `/content`). */
const cardOf = async (parent: CollectionModel, { loaders }: GatewayContext): Promise<CollectionModel> =>
  parent.publishedAt !== undefined ? parent : ((await loaders.collectionById.load(parent._id)) ?? parent);

/** The detail fields: from the parent when it is the detail, else from `/collections?filterby=slug`; null when gone (`detail-gone.ts`). */
const detailOf = async (parent: CollectionModel, context: GatewayContext): Promise<CollectionModel | null> =>
  parent.bodyHtml !== undefined ? parent : ((await context.loaders.collectionBySlug.load(parent.slug)) ?? detailGone('Collection', parent.slug, context));

export const Collection: CollectionResolvers = {
  ...contentItemFields,
  summary: async (parent, _args, context) => (await cardOf(parent, context)).summary ?? '',
  packageCount: async (parent, _args, context) => (await cardOf(parent, context)).packageCount ?? 0,
  publishedAt: async (parent, _args, context) => (await cardOf(parent, context)).publishedAt ?? '',
  bodyHtml: async (parent, _args, context) => (await detailOf(parent, context))?.bodyHtml ?? '',
  packages: async (parent, _args, context) => (await detailOf(parent, context))?.packages ?? [],
};
