import type { CartTravellerResolvers } from '../../generated/resolvers-types.ts';

/**
 * The saved traveller behind a cart line: the viewer's traveller list (one `/passenger/list` call per request,
 * shared with `Viewer.travellers`, however many lines). The api's cart lists only travellers the user still has,
 * so a miss is a deletion racing this request: an error, never a made-up traveller.
 */
export const CartTraveller: CartTravellerResolvers = {
  traveller: async (line, _args, { loaders }) => {
    const traveller = (await loaders.viewerTravellers()).find((saved) => saved._id === line.passengerId);
    if (traveller === undefined) throw new Error(`The traveller ${line.passengerId} of the cart is no longer saved`);
    return traveller;
  },
  price: (line) => line.pricePaise,
};
