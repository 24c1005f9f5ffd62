import { ApiError } from '../http/errors.ts';

export const ALREADY_COMPLETE = 'This payment is already complete';

/**
 * The idempotent replay rule every payable follows once its row is locked: a payment already completed with the
 * same provider payment id is a replay (answer what was recorded, change nothing: true); completed with another
 * provider payment id is 409 `conflict`; still open: false (the caller completes it).
 */
export function isReplay(completed: boolean, recordedProviderPaymentId: string | null, providerPaymentId: string, conflict = ALREADY_COMPLETE): boolean {
  if (!completed) return false;
  if (recordedProviderPaymentId !== providerPaymentId) throw new ApiError(409, conflict);
  return true;
}
