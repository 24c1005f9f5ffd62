/**
 * A date's price as the Dates tab and the date picker show it. `Departure.price` is the least check-out charges one
 * adult on that date (the cheapest occupancy, surcharge included), so both say `from …` and explain it once with
 * `DEPARTURE_PRICE_NOTE`; check-out then lists each occupancy's own price per adult. The card's 'Starting from' is
 * spec §4's rule, another figure, and never stands for a date.
 */
export const fromPrice = (label: string): string => `from ${label}`;

/** What a date's `from …` price means, said where the dates are listed. */
export const DEPARTURE_PRICE_NOTE = 'Prices are per adult in the lowest-priced occupancy; choose yours at check-out.';
