import type { GroupOrderRow, ShareRow } from '../db/schema/group-orders.ts';
import { ApiError } from '../http/errors.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';

export type ShareStatus = 'PAID' | 'UNPAID' | 'CANCELLED';

/** A share is PAID once paid; an unpaid share of a cancelled group order is CANCELLED. */
export const shareStatusOf = (share: ShareRow, group: GroupOrderRow): ShareStatus => (share.paidQuote ? 'PAID' : group.status === 'CANCELLED' ? 'CANCELLED' : 'UNPAID');

/** A share its member may still change or pay: 409 when paid, or when its group order is cancelled. */
export function assertShareOpen(share: ShareRow, group: GroupOrderRow): void {
  if (share.paidQuote) throw new ApiError(409, MSG.shareAlreadyPaid);
  if (group.status === 'CANCELLED') throw new ApiError(409, MSG.groupCancelled);
}
