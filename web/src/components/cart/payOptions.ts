import { formatPaise } from '@/lib/formatInr';

export type PayKind = 'FULL' | 'ADVANCE';

/** What 'Pay ₹…' charges now and what stays due, in paise (integers only). */
export function amountNow(kind: PayKind, totalPaise: number, minimumAdvancePaise: number | null | undefined): number {
  return kind === 'ADVANCE' && minimumAdvancePaise != null ? minimumAdvancePaise : totalPaise;
}

/** The label of the pay button: 'Pay ₹1,79,000'. */
export function payLabel(paise: number): string {
  return `Pay ${formatPaise(paise)}`;
}

/** What stays due after paying the advance: 'Balance ₹1,34,250 due before the tour'. */
export function balanceNote(totalPaise: number, advancePaise: number): string {
  return `Balance ${formatPaise(totalPaise - advancePaise)} due before the tour`;
}
