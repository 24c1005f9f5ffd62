import type { ShareQuote } from '../db/schema/group-orders.ts';
import { ADULT, type PricedPackage } from '../pricing/price-table.ts';
import { passengerTypeOf, totalsOf, travellerPricePaise } from '../pricing/pricing.ts';

export type ShareTraveller = { id: string; firstName: string; lastName: string; gender: string; dateOfBirth: string };
export type ShareDeparture = { startDate: string; surchargePercent: number };

/** The occupancy row of the price table (the first row when the title is not sold). */
export function occupancyRow(table: PricedPackage, title: string) {
  return table.packagePrice.find((row) => row.title === title) ?? table.packagePrice[0] ?? { title, inrPrice: 0, passengerTypePrice: [] };
}

/**
 * Prices one share with the shared pricing rules (src/pricing): each traveller by passenger type, and each place
 * not yet filled as an adult of the share's occupancy, so a share always has a total and the group order's
 * total is the sum of its shares. No coupon on shares; GST as the cart's.
 */
export function priceShare(table: PricedPackage, occupancy: string, departure: ShareDeparture, travellers: ShareTraveller[], persons: number, gstRatePercent: number): ShareQuote & { passengerIds: string[] } {
  const row = occupancyRow(table, occupancy);
  const passengers = travellers.map((traveller) => {
    const passengerType = passengerTypeOf(row, traveller.dateOfBirth, departure.startDate);
    const pricePaise = travellerPricePaise(row, passengerType, departure.surchargePercent);
    return { firstname: traveller.firstName, lastname: traveller.lastName, gender: traveller.gender, dob: traveller.dateOfBirth, passengerType, pricePaise };
  });
  const open = Math.max(0, persons - passengers.length);
  const adult = travellerPricePaise(row, ADULT, departure.surchargePercent);
  const prices = [...passengers.map((passenger) => passenger.pricePaise), ...Array.from({ length: open }, () => adult)];
  return { occupancy: row.title, passengers, passengerIds: travellers.map((traveller) => traveller.id), ...totalsOf(prices, null, gstRatePercent) };
}
