import type { ViewerResolvers } from '../../generated/resolvers-types.ts';

/** `Viewer.giftCards`: both lists in one `GET /card-order/get-user-order` per request. */
export const ViewerGiftCards: Pick<ViewerResolvers, 'giftCards'> = {
  giftCards: (_viewer, _args, { loaders }) => loaders.viewerGiftCards(),
};
