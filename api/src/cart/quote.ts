import { todayInIndia } from '../calendar/dates.ts';
import type { departures } from '../db/schema/departures.ts';
import type { PaymentQuote } from '../db/schema/payments.ts';
import type { travellers } from '../db/schema/travellers.ts';
import { paiseToRupeesUp } from '../pricing/money.ts';
import { ADULT, type OccupancyPrice, type PricedPackage } from '../pricing/price-table.ts';
import { minimumAdvancePaise, passengerTypeOf, totalsOf, travellerPricePaise } from '../pricing/pricing.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import { couponProblem, couponRule, type CouponRow } from './coupons.ts';
import { giftCardPart } from './gift-card.ts';
import type { Cart } from './schemas.ts';

export type QuotePackage = { id: string; slug: string; title: string; image: string; inrPrice: number };

/** Everything a cart is priced from, loaded by cart-store.ts. */
export type QuoteInputs = {
  cartId: string;
  pkg: QuotePackage;
  table: PricedPackage;
  departure: typeof departures.$inferSelect;
  occupancy: string;
  travellers: (typeof travellers.$inferSelect)[];
  coupon: CouponRow | undefined;
  gst: { gstNumber: string; companyName: string } | null;
  /** The gift card applied to the cart (its balance now), if any. */
  giftCard: { id: string; code: string; balancePaise: number } | undefined;
  settings: PricingSettings;
  now: Date;
};

/** The priced cart: its answer, and the snapshot a payment of it is made from. */
export type Quote = { cart: Cart; snapshot: PaymentQuote; departureId: string; seatsLeft: number; travellerCount: number };

export function occupancyOf(table: PricedPackage, title: string): OccupancyPrice | undefined {
  return table.packagePrice.find((row) => row.title === title);
}

/**
 * Prices a cart on the server (api/CONTRACT.md "Pricing"). A coupon that no longer applies (expired, used
 * up, the booking now below its minimum) is left out of the totals and the answer.
 */
export function priceCart(inputs: QuoteInputs): Quote {
  const { pkg, table, departure, settings } = inputs;
  const occupancy = occupancyOf(table, inputs.occupancy) ?? table.packagePrice[0] ?? { title: inputs.occupancy, inrPrice: 0, passengerTypePrice: [] };
  const passengers = inputs.travellers.map((traveller) => {
    const passengerType = passengerTypeOf(occupancy, traveller.dateOfBirth, departure.startDate);
    return {
      passengerId: traveller.id,
      firstname: traveller.firstName,
      lastname: traveller.lastName,
      gender: traveller.gender,
      dob: traveller.dateOfBirth,
      passengerType,
      pricePaise: travellerPricePaise(occupancy, passengerType, departure.surchargePercent),
    };
  });
  const prices = passengers.map((passenger) => passenger.pricePaise);
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const coupon = inputs.coupon && couponProblem(inputs.coupon, subtotal, inputs.now) === null ? inputs.coupon : undefined;
  const totals = totalsOf(prices, coupon ? couponRule(coupon) : null, settings.gstRatePercent);
  const withoutCoupon = totalsOf(prices, null, settings.gstRatePercent);
  const advance = minimumAdvancePaise(totals.totalPaise, settings.partPaymentPercent, departure.startDate, todayInIndia(inputs.now));
  const card = giftCardPart(inputs.giftCard, totals.totalPaise, advance);
  const cart: Cart = {
    _id: inputs.cartId,
    items: [
      {
        packageID: pkg.id,
        yatraDate: departure.startDate,
        departureId: departure.id,
        seatsLeft: departure.seatsLeft,
        occupancy: occupancy.title,
        occupancyOptions: table.packagePrice.map((row) => ({
          title: row.title,
          adultPricePaise: travellerPricePaise(row, ADULT, departure.surchargePercent),
        })),
        packageDetails: { _id: pkg.id, slug: pkg.slug, title: pkg.title, image: pkg.image, prices: { inrPrice: pkg.inrPrice } },
        PassengerList: passengers,
      },
    ],
    coupon: coupon ? { code: coupon.code, description: coupon.description } : null,
    gst: inputs.gst,
    gstRatePercent: settings.gstRatePercent,
    ...totals,
    giftCard: card.answer,
    giftCardPaise: card.giftCardPaise,
    amountDuePaise: card.amountDuePaise,
    minimumAdvancePaise: card.minimumAdvancePaise,
    inrPrice: paiseToRupeesUp(totals.totalPaise),
  };
  const snapshot: PaymentQuote = {
    packageId: pkg.id,
    packageSlug: pkg.slug,
    packageTitle: pkg.title,
    departureId: departure.id,
    departureDate: departure.startDate,
    occupancy: occupancy.title,
    passengers: passengers.map(({ passengerId: _id, ...passenger }) => passenger),
    couponCode: coupon?.code ?? null,
    ...totals,
    withoutCoupon: { discountPaise: 0, gstPaise: withoutCoupon.gstPaise, totalPaise: withoutCoupon.totalPaise },
    giftCardId: card.id,
    giftCardPaise: card.giftCardPaise,
  };
  return { cart, snapshot, departureId: departure.id, seatsLeft: departure.seatsLeft, travellerCount: passengers.length };
}

