import type { GatewayContext } from '../../context.ts';
import type { DepartureModel } from '../../rest/booking/departures.ts';
import type { CartItemModel } from '../../rest/cart/types.ts';

/**
 * The cart's departure, read from the package's upcoming departures (the same public loader as
 * `Package.departures`, so a check-out page that shows both makes one call). A date that has left that window
 * (the tour started) is an error: no seat of it can be paid for any more.
 */
export async function cartDeparture(item: CartItemModel, { loaders }: GatewayContext): Promise<DepartureModel> {
  const departures = await loaders.departuresByPackage.load(item.packageID);
  const departure = departures.find((candidate) => candidate._id === item.departureId);
  if (departure === undefined) throw new Error(`The departure ${item.departureId} of the cart is not upcoming`);
  return departure;
}
