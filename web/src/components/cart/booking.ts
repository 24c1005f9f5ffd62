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

/** How many travellers the booking may hold: the seats left on the date, and at most 20. */
export function travellerLimit(seatsLeft: number): number {
  return Math.max(0, Math.min(seatsLeft, 20));
}
