import { formatPaise } from '@/lib/formatInr';

export type PayKind = 'FULL' | 'ADVANCE';

/** The label of the pay button, from the server's formatted amount: 'Pay ₹1,79,000'. */
export function payLabel(amountLabel: string): string {
  return `Pay ${amountLabel}`;
}

/** What stays due after paying the advance: 'Balance ₹1,34,250 due before the tour'. */
export function balanceNote(totalPaise: number, advancePaise: number): string {
  return `Balance ${formatPaise(totalPaise - advancePaise)} due before the tour`;
}
