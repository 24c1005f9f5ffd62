import { formatRupees } from '../pricing/money.ts';

/** The cart's answers (api/CONTRACT.md "Cart, payments and orders"). */
export const CART_MESSAGES = {
  saved: 'Cart updated',
  emptyCart: 'Your cart is empty',
  packageNotFound: 'Package not found',
  travellerNotFound: 'Traveller not found',
  dateNotAvailable: 'This date is not available for booking',
  seatsLeft: (seats: number) => `Only ${seats} ${seats === 1 ? 'seat is' : 'seats are'} left on this date`,
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  couponInvalid: 'Invalid coupon code',
  couponExpired: 'This coupon has expired',
  couponMinimum: (minimumPaise: number) => `This coupon needs a booking of at least ${formatRupees(minimumPaise)}`,
  couponUsedUp: 'This coupon has been fully used',
  giftCardApplied: 'Gift card applied',
  giftCardRemoved: 'Gift card removed',
  giftCardInvalid: 'Invalid gift card code',
  giftCardUsedUp: 'This gift card has been fully used',
  gstSaved: 'GST details saved',
  gstInvalid: 'Invalid GST number',
} as const;

/** Most travellers in one booking. */
