import { isCalendarDate, TRAVELLER_MESSAGES } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';

/** The texts of the gateway's own checks; the api's refusals are shown as it writes them. */
export const CART_MESSAGES = {
  packageNotFound: 'Package not found',
  /** The api's text for a date it cannot book, also used for one that is not a date at all. */
  dateUnavailable: 'This date is not available for booking',
  tooManyTravellers: 'Choose at most 20 travellers',
  travellerTwice: 'Choose each traveller once',
  couponRequired: 'Enter a coupon code',
  couponTooLong: 'Invalid coupon code',
  companyNameTooLong: 'The business name can be at most 100 characters',
} as const;

const M = CART_MESSAGES;
/** The most travellers one booking takes (a user saves at most 20). */
export const MAX_BOOKING_TRAVELLERS = 20;

/** Empty and null both mean "not given". */
const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).nullish().transform((value) => value || undefined);

const couponCode = z.string().trim().min(1, M.couponRequired).max(40, M.couponTooLong).transform((code) => code.toUpperCase());

/** `AddToCartInput` as the `POST /cart/add` fields (without `source`). */
export const addToCartInput = z.object({
  packageId: globalIdOf('Package', M.packageNotFound),
  date: z.string().trim().refine(isCalendarDate, M.dateUnavailable),
  occupancy: optionalText(100, 'Choose an occupancy'),
  travellerIds: z
    .array(globalIdOf('Traveller', TRAVELLER_MESSAGES.notFound))
    .max(MAX_BOOKING_TRAVELLERS, M.tooManyTravellers)
    .nullish()
    .transform((ids) => ids ?? [])
    .refine((ids) => new Set(ids).size === ids.length, M.travellerTwice),
  couponCode: optionalText(40, M.couponTooLong).transform((code) => code?.toUpperCase()),
});

export const applyCouponInput = z.object({ code: couponCode });

/** `SetCartGstDetailsInput`: the GSTIN upper-cased without spaces (the api checks its format and check digit); null clears. */
export const setCartGstDetailsInput = z.object({
  gstNumber: z
    .string()
    .nullish()
    .transform((value) => value?.replace(/\s+/g, '').toUpperCase() || null),
  companyName: optionalText(100, M.companyNameTooLong),
});
