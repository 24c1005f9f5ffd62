export { CURRENCY, formatPaise, paiseOfRupees, type Paise } from './paise.ts';
