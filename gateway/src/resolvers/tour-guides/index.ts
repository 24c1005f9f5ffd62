import { encodeTypedId } from '../../domain/relay/typed-id.ts';
import type { OrderResolvers, Resolvers, TourGuideResolvers } from '../../generated/resolvers-types.ts';

/** `Order.tourGuides`: every order of a page in one `POST /user/get-tour-guides`. */
const OrderTourGuides: Pick<OrderResolvers, 'tourGuides'> = {
  tourGuides: (order, _args, { loaders }) => loaders.tourGuidesByOrder.load(order._id),
};

const TourGuide: TourGuideResolvers = {
  id: (guide) => encodeTypedId('TourGuide', guide._id),
};

/** The tour-guides domain. */
export const tourGuidesResolvers: Resolvers = { Order: OrderTourGuides, TourGuide };
