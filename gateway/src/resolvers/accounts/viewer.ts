import { e164Of } from '../../mutations/fields/phone.ts';
import { displayNameOf, initialOf } from '../../domain/accounts/viewer.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { prefetchViewerWithWishlist } from '../wishlist/lookahead.ts';
import type { QueryResolvers, ViewerResolvers } from '../../generated/resolvers-types.ts';

export const viewerQuery: Pick<QueryResolvers, 'viewer'> = {
  // A wishlist page asked with the viewer brings the profile along (one upstream call, `wishlist/lookahead.ts`).
  viewer: async (_root, _args, context, info) => {
    await prefetchViewerWithWishlist(context, info);
    return context.viewer();
  },
};

export const Viewer: ViewerResolvers = {
  id: (user) => encodeGlobalId('Viewer', user._id),
  internalId: (user) => user._id,
  displayName: (user) => displayNameOf(user.firstname),
  initial: (user) => initialOf(user.firstname),
  mobile: (user) => e164Of(user.countrycode, user.mobile),
  nationalNumber: (user) => String(user.mobile),
  countryCode: (user) => user.countrycode,
};
