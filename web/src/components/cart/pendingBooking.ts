/** What the header Cart's badge reads of the cart (`HeaderCart_cart`). */
type CartPrice = { readonly packageListPrice: { readonly paise: number } };

/**
 * Spec §2: the Cart shows its pending-booking badge when the cart holds a booking whose package price (`inrPrice`,
 * `Cart.packageListPrice`) is above 0. That is from Book Now on: before any traveller is chosen the cart's total is
 * ₹0, and the booking is pending all the same. An empty cart (null) has none.
 */
export function hasPendingBooking(cart: CartPrice | null | undefined): boolean {
  return cart != null && cart.packageListPrice.paise > 0;
}
