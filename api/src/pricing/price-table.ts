/** A package's price table as the catalogue stores it: whole rupees per occupancy and passenger type. */
export type PassengerTypePrice = { passengerType: string; inrPrice: number };
export type OccupancyPrice = { title: string; inrPrice: number; passengerTypePrice: PassengerTypePrice[] };

export type PricedPackage = {
  inrPriceSpecial: number;
  isApplySeatOption: boolean;
  /** In the table's order: the first row is the one cards show. */
  packagePrice: OccupancyPrice[];
};

export const ADULT = 'Adult';
export const CHILD = 'Child (5-11 yrs)';
export const CHILD_AGES = { from: 5, to: 11 } as const;

/** The one occupancy of an ordinary package: every adult pays the selling price. */
export const STANDARD_OCCUPANCY = 'Per Person (Twin Sharing)';

export function standardPriceTable(sellingPrice: number, title = STANDARD_OCCUPANCY): OccupancyPrice[] {
  return [{ title, inrPrice: sellingPrice, passengerTypePrice: [{ passengerType: ADULT, inrPrice: sellingPrice }] }];
}
