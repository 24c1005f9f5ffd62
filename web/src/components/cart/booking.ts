/** The whole booking as `addToCart` takes it (its contract: send everything on every change). */
export type Booking = {
  packageId: string;
  date: string;
  occupancy: string;
  travellerIds: string[];
  couponCode: string | null;
};

type CartShape = {
  readonly package: { readonly id: string };
  readonly departure: { readonly date: string };
  readonly occupancy: string;
  readonly travellers: readonly { readonly traveller: { readonly id: string } }[];
  readonly coupon: { readonly code: string } | null | undefined;
};

/** The booking the cart holds now. */
export function bookingOf(cart: CartShape): Booking {
  return {
    packageId: cart.package.id,
    date: cart.departure.date,
    occupancy: cart.occupancy,
    travellerIds: cart.travellers.map(({ traveller }) => traveller.id),
    couponCode: cart.coupon?.code ?? null,
  };
}

/** Selecting or unselecting one traveller, keeping the order they were chosen in. */
export function toggleTraveller(selectedIds: readonly string[], id: string, selected: boolean): string[] {
  const without = selectedIds.filter((selectedId) => selectedId !== id);
  return selected ? [...without, id] : without;
}

/** The most travellers one booking holds (the api's limit of a cart). */
export const MAX_TRAVELLERS = 20;

/** How many travellers the booking may hold: the seats left on the date, and at most 20. */
export function travellerLimit(seatsLeft: number): number {
  return Math.max(0, Math.min(seatsLeft, MAX_TRAVELLERS));
}

/** The hint over the travellers: the seats left, and the per-booking cap when it is the lower. */
export function seatsNote(seatsLeft: number): string {
  const seats = seatsLeft === 1 ? '1 seat is left on this date.' : `${seatsLeft} seats are left on this date.`;
  return seatsLeft > MAX_TRAVELLERS ? `${seats} One booking takes up to ${MAX_TRAVELLERS} travellers.` : seats;
}
