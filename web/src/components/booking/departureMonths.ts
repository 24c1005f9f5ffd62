import { formatMonth } from '@/lib/formatDate';

type Dated = { readonly date: string };

/** Departures grouped by month ('June 2027'), in the order given (the gateway lists them by date). */
export function groupByMonth<T extends Dated>(departures: readonly T[]): { month: string; departures: T[] }[] {
  const groups: { key: string; month: string; departures: T[] }[] = [];
  for (const departure of departures) {
    const key = departure.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.key === key) last.departures.push(departure);
    else groups.push({ key, month: formatMonth(departure.date), departures: [departure] });
  }
  return groups.map(({ month, departures: items }) => ({ month, departures: items }));
}

/** What a date says about its seats: 'Sold out', 'Only 3 seats left' (1 to 5 left), else 'N seats left'. */
export function seatsNote(status: string, seatsLeft: number): string {
  if (status === 'SOLD_OUT' || seatsLeft <= 0) return 'Sold out';
  if (status === 'FEW_LEFT') return seatsLeft === 1 ? 'Only 1 seat left' : `Only ${seatsLeft} seats left`;
  return `${seatsLeft} seats left`;
}
