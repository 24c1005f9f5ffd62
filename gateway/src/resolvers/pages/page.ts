import type { GatewayContext } from '../../context.ts';
import { buildImage, type ImageRequest } from '../../domain/media.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { AppLinkResolvers, PageResolvers } from '../../generated/resolvers-types.ts';
import type { PageModel } from '../../rest/pages/types.ts';
import { detailGone } from '../content/detail-gone.ts';
import { imageRequest } from '../shared/image-args.ts';

/** The banner's default size (the SDL's defaults). */
const BANNER_IMAGE: ImageRequest = { width: 1200, height: 400, format: 'WEBP', quality: 80 };

/** The detail fields: from the parent when it is the detail, else from `/page?filterby=slug`; null when gone (`detail-gone.ts`). */
const detailOf = async (parent: PageModel, context: GatewayContext): Promise<PageModel | null> =>
  parent.bodyHtml !== undefined ? parent : ((await context.loaders.pageBySlug.load(parent.slug)) ?? detailGone('Page', parent.slug, context));

export const Page: PageResolvers = {
  id: (parent) => encodeGlobalId('Page', parent._id),
  internalId: (parent) => parent._id,
  path: (parent) => `/${parent.slug}`,
  image: (parent, args, context) =>
    parent.image ? buildImage(context.config.mediaBaseUrl, parent.image, parent.title, imageRequest(args, BANNER_IMAGE)) : null,
  bodyHtml: async (parent, _args, context) => (await detailOf(parent, context))?.bodyHtml ?? '',
  packages: async (parent, _args, context) => (await detailOf(parent, context))?.packages ?? [],
  bankAccounts: async (parent, _args, context) => (await detailOf(parent, context))?.bankAccounts ?? [],
  links: async (parent, _args, context) => (await detailOf(parent, context))?.links ?? [],
};

const APP_LINK_KINDS = { android: 'ANDROID', ios: 'IOS', link: 'LINK' } as const;

export const AppLink: AppLinkResolvers = {
  kind: (parent) => APP_LINK_KINDS[parent.kind],
};
