/** The fields the departure rules read. */
export interface DepartureDates {
  date: string;
  seatsLeft: number;
}

export const MAX_DEPARTURES = 100;

/** The departures on or after `from` (ISO dates compare as strings), at most `first`, in the given (date) order. */
export function selectDepartures<T extends DepartureDates>(departures: readonly T[], from: string | null, first: number): T[] {
  return departures.filter((departure) => from === null || departure.date >= from).slice(0, first);
}

/** The first departure on sale: the earliest with a free seat. */
export function nextOnSale<T extends DepartureDates>(departures: readonly T[]): T | null {
  return departures.find((departure) => departure.seatsLeft > 0) ?? null;
}
