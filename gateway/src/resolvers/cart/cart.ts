import { paiseOfRupees } from '../../domain/money/index.ts';
import type { CartResolvers, OccupancyOptionResolvers } from '../../generated/resolvers-types.ts';
import { cartDeparture } from './departure.ts';

/** `Cart` over the REST cart: every amount is the server's, in paise (the shared `Money` formats it). */
export const Cart: CartResolvers = {
  package: async (cart, _args, { loaders }) => {
    const pkg = await loaders.packageById.load(cart.items[0].packageID);
    if (pkg === null) throw new Error(`The package ${cart.items[0].packageID} of the cart is not in the catalogue`);
    return pkg;
  },
  // The cart's own copy of the package's list price: no catalogue call (the header badge asks for it on every page).
  packageListPrice: (cart) => paiseOfRupees(cart.items[0].packageDetails.prices.inrPrice),
  departure: (cart, _args, context) => cartDeparture(cart.items[0], context),
  occupancy: (cart) => cart.items[0].occupancy,
  occupancyOptions: (cart) => cart.items[0].occupancyOptions,
  travellers: (cart) => cart.items[0].PassengerList,
  subtotal: (cart) => cart.subtotalPaise,
  coupon: (cart) => cart.coupon,
  discount: (cart) => cart.discountPaise,
  gstRate: (cart) => cart.gstRatePercent,
  gst: (cart) => cart.gstPaise,
  total: (cart) => cart.totalPaise,
  minimumAdvance: (cart) => cart.minimumAdvancePaise,
  gstDetails: (cart) => cart.gst,
};

export const OccupancyOption: OccupancyOptionResolvers = {
  adultPrice: (option) => option.adultPricePaise,
};
