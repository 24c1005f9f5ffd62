import { buildImage, PACKAGE_IMAGE } from '../../domain/media.ts';
import { displayPrice } from '../../domain/pricing/index.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { PackageResolvers } from '../../generated/resolvers-types.ts';
import { imageRequest } from '../shared/image-args.ts';
import { packageDetail } from './detail.ts';

export const REGISTER_LABEL = 'Register Now';
export const BOOK_LABEL = 'Book Now';

export const Package: PackageResolvers = {
  id: (parent) => encodeGlobalId('Package', parent._id),
  internalId: (parent) => parent._id,
  image: (parent, args, context) =>
    buildImage(context.config.mediaBaseUrl, parent.image, parent.title, imageRequest(args, PACKAGE_IMAGE)),
  categories: (parent) => parent.category,
  path: (parent) => `/${parent.category[0].slug}/${parent.slug}`,
  price: (parent) => displayPrice(parent.prices),
  bookingLabel: (parent) => (parent.isRegistration ? REGISTER_LABEL : BOOK_LABEL),
  overview: async (parent, _args, context) => (await packageDetail(parent, context))?.overview ?? null,
  highlights: async (parent, _args, context) => (await packageDetail(parent, context))?.highlights ?? [],
  itinerary: async (parent, _args, context) => (await packageDetail(parent, context))?.itinerary ?? [],
  inclusions: async (parent, _args, context) => (await packageDetail(parent, context))?.inclusions ?? [],
  exclusions: async (parent, _args, context) => (await packageDetail(parent, context))?.exclusions ?? [],
};
