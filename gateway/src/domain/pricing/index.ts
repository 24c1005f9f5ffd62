export { COMING_SOON_LABEL, displayPrice, formatRupees, type DisplayPrice, type PriceInput } from './display-price.ts';
