/** The price fields the rules read, in the camelCase card shape (search packages are normalised to it upstream). */
export interface PriceInput {
  inrPrice: number;
  inrPriceSpecial: number;
  isApplySeatOption: boolean;
  packagePrice: readonly { inrPrice: number; passengerTypePrice: readonly { inrPrice: number }[] }[];
}

export interface DisplayPrice {
  amount: number | null;
  originalAmount: number | null;
  currency: 'INR';
  comingSoon: boolean;
  isSeatOption: boolean;
  label: string;
}

/** The exact text of spec §4 for packages without a special price. */
export const COMING_SOON_LABEL = 'Coming Soon..';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Indian digit grouping, whole rupees: 145000 → `₹1,45,000`. */
export const formatRupees = (amount: number): string => rupees.format(amount);

/** Spec §4: half the sum of the first package price and its first passenger-type price; null when a row is missing. */
function seatOptionAmount(prices: PriceInput): number | null {
  const firstRow = prices.packagePrice[0];
  const firstPassenger = firstRow?.passengerTypePrice[0];
  if (firstRow === undefined || firstPassenger === undefined) return null;
  return (firstRow.inrPrice + firstPassenger.inrPrice) / 2;
}

/**
 * The price a card or page shows. 'Coming Soon..' wins whenever the special price is not above 0;
 * otherwise the seat-option rule applies when flagged, else the special price with the list price struck through.
 */
export function displayPrice(prices: PriceInput): DisplayPrice {
  if (!(prices.inrPriceSpecial > 0)) {
    return {
      amount: null,
      originalAmount: null,
      currency: 'INR',
      comingSoon: true,
      isSeatOption: false,
      label: COMING_SOON_LABEL,
    };
  }
  const seatAmount = prices.isApplySeatOption ? seatOptionAmount(prices) : null;
  if (seatAmount !== null) {
    return {
      amount: seatAmount,
      originalAmount: null,
      currency: 'INR',
      comingSoon: false,
      isSeatOption: true,
      label: formatRupees(seatAmount),
    };
  }
  const amount = prices.inrPriceSpecial;
  return {
    amount,
    originalAmount: prices.inrPrice > amount ? prices.inrPrice : null,
    currency: 'INR',
    comingSoon: false,
    isSeatOption: false,
    label: formatRupees(amount),
  };
}
