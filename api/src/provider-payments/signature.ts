import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's callback signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, in hex. */
export function callbackSignature(secret: string, providerOrderId: string, providerPaymentId: string): string {
  return createHmac('sha256', secret).update(`${providerOrderId}|${providerPaymentId}`).digest('hex');
}

/** Compares in constant time; anything but 64 hex characters is simply wrong. */
export function isValidSignature(secret: string, providerOrderId: string, providerPaymentId: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(callbackSignature(secret, providerOrderId, providerPaymentId), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
