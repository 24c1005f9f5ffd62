import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { AwaitingReviewResolvers, ViewerResolvers } from '../../generated/resolvers-types.ts';

/** `Viewer.reviews`: one `GET /reviews` with the user's token (their own rows only). */
export const Viewer: Pick<ViewerResolvers, 'reviews'> = {
  reviews: (_viewer, _args, { loaders }) => loaders.viewerReviews(),
};

export const AwaitingReview: AwaitingReviewResolvers = {
  orderId: (trip) => encodeGlobalId('Order', trip.orderId),
  package: (trip, _args, { loaders }) => loaders.packageById.load(trip.packageId),
};
