import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, in hex. */
export function webhookSignature(secret: string, rawBody: Uint8Array): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** `X-Razorpay-Signature` checked over the exact bytes received, in constant time; anything but 64 hex characters is wrong. */
export function isValidWebhookSignature(secret: string, rawBody: Uint8Array, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
