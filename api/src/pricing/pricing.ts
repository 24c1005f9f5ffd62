import { ageOn } from '../calendar/dates.ts';
import { divideRoundingHalfUp, divideRoundingUp, PAISE_PER_RUPEE, percentOf, rupeesToPaise, withSurcharge } from './money.ts';
import { ADULT, CHILD, CHILD_AGES, type OccupancyPrice, type PricedPackage } from './price-table.ts';

/**
 * Pure pricing (api/CONTRACT.md "Pricing"): every input and output in integer paise or whole rupees from the
 * price table; the route code loads the rows and calls these.
 */

/**
 * The card price in paise before any surcharge (spec §4): with the seat option, half the sum of the first
 * package price and its first passenger-type price; otherwise the selling price (`inrPriceSpecial`).
 */
export function cardPricePaise(pkg: PricedPackage): number {
  const [first] = pkg.packagePrice;
  const firstPassenger = first?.passengerTypePrice[0];
  if (pkg.isApplySeatOption && first && firstPassenger) {
    return divideRoundingHalfUp(rupeesToPaise(first.inrPrice + firstPassenger.inrPrice), 2);
  }
  return rupeesToPaise(pkg.inrPriceSpecial);
}

/**
 * A departure's price: the least the cart charges one adult on that date — the Adult price of the package's cheapest
 * occupancy, with the date's surcharge. Not the card price: for a seat-option package the card rule averages an
 * occupancy's price and its Adult row, a figure no traveller pays, so a date showing it would promise a price
 * check-out never charges. A package without price rows (not bookable) falls back to its card price.
 */
export function departurePricePaise(pkg: PricedPackage, surchargePercent: number): number {
  const adultPrices = pkg.packagePrice.map((occupancy) => travellerPricePaise(occupancy, ADULT, surchargePercent));
  return adultPrices.length > 0 ? Math.min(...adultPrices) : withSurcharge(cardPricePaise(pkg), surchargePercent);
}

/** 'Child (5-11 yrs)' when 5..11 full years old on the tour start date and the occupancy sells that type; else 'Adult'. */
export function passengerTypeOf(occupancy: OccupancyPrice, dateOfBirth: string, tourStart: string): string {
  const age = ageOn(dateOfBirth, tourStart);
  const isChild = age >= CHILD_AGES.from && age <= CHILD_AGES.to;
  return isChild && occupancy.passengerTypePrice.some((row) => row.passengerType === CHILD) ? CHILD : ADULT;
}

/** The price of one traveller of `passengerType` in this occupancy on a date with this surcharge. */
export function travellerPricePaise(occupancy: OccupancyPrice, passengerType: string, surchargePercent: number): number {
  const row = occupancy.passengerTypePrice.find((price) => price.passengerType === passengerType);
  return withSurcharge(rupeesToPaise(row?.inrPrice ?? occupancy.inrPrice), surchargePercent);
}

export type CouponRule =
  | { kind: 'PERCENT'; percent: number; maxDiscountPaise: number | null }
  | { kind: 'FLAT'; flatPaise: number };

/**
 * The discount of a coupon on a subtotal: a percentage up to its cap, or a flat amount; never more than the
 * subtotal less ₹1, so a coupon never takes a booking to 0 (a payment of 0 cannot be made).
 */
export function discountPaise(subtotalPaise: number, coupon: CouponRule | null): number {
  if (coupon === null) return 0;
  const raw = coupon.kind === 'PERCENT' ? percentOf(subtotalPaise, coupon.percent) : coupon.flatPaise;
  const capped = coupon.kind === 'PERCENT' && coupon.maxDiscountPaise !== null ? Math.min(raw, coupon.maxDiscountPaise) : raw;
  return Math.min(capped, Math.max(0, subtotalPaise - PAISE_PER_RUPEE));
}

export type Totals = { subtotalPaise: number; discountPaise: number; gstPaise: number; totalPaise: number };

/** subtotal − discount, plus GST on that at `gstRatePercent` (rounded to the paisa). */
export function totalsOf(travellerPrices: number[], coupon: CouponRule | null, gstRatePercent: number): Totals {
  const subtotal = travellerPrices.reduce((sum, price) => sum + price, 0);
  const discount = discountPaise(subtotal, coupon);
  const gst = percentOf(subtotal - discount, gstRatePercent);
  return { subtotalPaise: subtotal, discountPaise: discount, gstPaise: gst, totalPaise: subtotal - discount + gst };
}

/** Days before the tour start from which part payment is offered. */
export const PART_PAYMENT_MIN_DAYS = 30;

/**
 * The least advance accepted: `partPaymentPercent` % of the total, rounded UP to whole rupees (a multiple of 100
 * paise, never above the total), when the tour starts more than 30 days after today; else null.
 */
export function minimumAdvancePaise(totalPaise: number, partPaymentPercent: number, tourStart: string, today: string): number | null {
  const days = (Date.parse(`${tourStart}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (days <= PART_PAYMENT_MIN_DAYS) return null;
  return Math.min(totalPaise, divideRoundingUp(totalPaise * partPaymentPercent, 100 * PAISE_PER_RUPEE) * PAISE_PER_RUPEE);
}
