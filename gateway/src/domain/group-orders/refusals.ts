import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';

/** `POST /group-orders`: an unknown package (404), an unavailable date, an occupancy or contact refused (400), too few seats (409). */
export const createGroupOrderRefusal = serverMessageRefusal({ 404: 'packageId' });
/** update-cart / update-gst: not a member (404 `Group order not found`, or `Traveller not found`), too many travellers or a bad GSTIN (400), paid (409). */
export const shareRefusal = serverMessageRefusal({ fieldOf: (message) => (message === 'Traveller not found' ? 'travellerIds' : message === 'Invalid GST number' ? 'gstNumber' : null) });
/** init-payment: travellers missing (400), not a member (404), already paid or the price changed (409). */
export const startSharePaymentRefusal = serverMessageRefusal({ 404: 'groupOrderId' });
/** payment-success / payment-fail: `Payment verification failed` (400), another user's payment (404), complete (409). */
export const sharePaymentResultRefusal = serverMessageRefusal({ 400: 'signature', 404: 'paymentId', 409: 'paymentId' });
/** `DELETE /group-orders/{id}`: not the organiser (404 `Group order not found`), a share already paid (409). */
export const cancelGroupOrderRefusal = serverMessageRefusal({ 404: 'groupOrderId', 409: 'groupOrderId' });
