import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { MenuPackageResolvers } from '../../generated/resolvers-types.ts';

export const MenuPackage: MenuPackageResolvers = {
  packageId: ({ package: entry }) => encodeGlobalId('Package', entry._id),
  slug: ({ package: entry }) => entry.slug,
  title: ({ package: entry }) => entry.title,
  titleForApp: ({ package: entry }) => entry.titleForApp,
  duration: ({ package: entry }) => entry.duration,
  // Menu entries carry no categories of their own: the menu category they sit under is their home.
  path: ({ package: entry, categorySlug }) => `/${categorySlug}/${entry.slug}`,
};
