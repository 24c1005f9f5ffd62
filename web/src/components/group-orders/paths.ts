/** A group order's page, by its REST `_id` (its global ID is built there). */
export const groupOrderPath = (internalId: string): string => `/group-orders/${internalId}`;
/** Where the payment provider returns a member who paid their share (`returnPath`). */
export const SHARE_PAYMENT_RETURN_PATH = '/group-orders/payment';
