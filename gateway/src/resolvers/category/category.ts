import type { GatewayContext } from '../../context.ts';
import { buildImage, TILE_IMAGE } from '../../domain/media.ts';
import { connectionFromRestPages, connectionWindow, encodeGlobalId } from '../../domain/relay/index.ts';
import type { CategoryResolvers } from '../../generated/resolvers-types.ts';
import type { CategoryModel, MenuPackageRefModel } from '../../rest/catalogue/types.ts';
import { imageRequest } from '../shared/image-args.ts';

const statOf = (parent: CategoryModel, { loaders }: GatewayContext) => loaders.categoryStatBySlug.load(parent.slug);

/** The packages the menu lists under this category: from the parent when it is a menu entry, else from the menu. */
async function menuPackagesOf(parent: CategoryModel, { loaders }: GatewayContext): Promise<MenuPackageRefModel[]> {
  if (parent.packages !== undefined) return parent.packages;
  const menu = await loaders.menu();
  return menu.find((entry) => entry._id === parent._id)?.packages ?? [];
}

export const Category: CategoryResolvers = {
  id: (parent) => encodeGlobalId('Category', parent._id),
  internalId: (parent) => parent._id,
  isInternational: (parent) => parent.classification === 'international',
  image: (parent, args, context) =>
    parent.image
      ? buildImage(context.config.mediaBaseUrl, parent.image, parent.title, imageRequest(args, TILE_IMAGE))
      : null,
  subCategories: async (parent, _args, context) =>
    parent.subCategory ?? (await statOf(parent, context))?.subCategory ?? [],
  menuPackages: async (parent, _args, context) =>
    (await menuPackagesOf(parent, context)).map((entry) => ({ package: entry, categorySlug: parent.slug })),
  packageCount: async (parent, _args, context) =>
    parent.totalPackages ?? (await statOf(parent, context))?.totalPackages ?? 0,
  startingPrice: async (parent, _args, context) =>
    parent.minPrice !== undefined ? parent.minPrice : ((await statOf(parent, context))?.minPrice ?? null),
  packages: (parent, { first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), (page) =>
      loaders.categoryPackagesPage.load({ categorySlug: parent.slug, ...page }),
    ),
};
