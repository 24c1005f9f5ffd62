import type { ViewerResolvers } from '../../generated/resolvers-types.ts';

/** `Viewer.cart`: one `GET /cart` per request (or the cart a mutation of this request answered). */
export const ViewerCart: Pick<ViewerResolvers, 'cart'> = {
  cart: (_viewer, _args, { loaders }) => loaders.viewerCart(),
};
