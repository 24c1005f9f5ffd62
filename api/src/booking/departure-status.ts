export const departureStatuses = ['AVAILABLE', 'FEW_LEFT', 'SOLD_OUT'] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

/** At or below this many free seats a departure shows 'few left'. */
export const FEW_SEATS_LEFT = 5;

export function departureStatus(seatsLeft: number): DepartureStatus {
  if (seatsLeft <= 0) return 'SOLD_OUT';
  return seatsLeft <= FEW_SEATS_LEFT ? 'FEW_LEFT' : 'AVAILABLE';
}
