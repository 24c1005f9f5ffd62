import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';

/** `PUT /payment/initiate`: `Your cart is empty`, `Add at least one traveller`, an advance below the minimum (400); too few seats, or `The price of your booking has changed. Please review it and pay again.` (409). */
export const startPaymentRefusal = serverMessageRefusal();
/** `PUT /payment/pending-initiate`: `Nothing is due on this order` (400); another user's order (404). */
export const startBalancePaymentRefusal = serverMessageRefusal({ 404: 'orderId' });
/** `success`, `pending-success`, `fail`: `Payment verification failed` (400, nothing changed); another user's payment (404); a payment in the wrong state (409). */
export const paymentResultRefusal = serverMessageRefusal({ 400: 'signature', 404: 'paymentId', 409: 'paymentId' });
