export { ADULT_PASSENGER_TYPE, adultPricePaise, type OccupancyRows } from './adult-price.ts';
export { COMING_SOON_LABEL, displayPrice, formatRupees, type DisplayPrice, type PriceInput } from './display-price.ts';
