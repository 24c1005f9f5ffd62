import { createHmac } from 'node:crypto';

/** `x-lead-signature`: `sha256=` + the hex HMAC-SHA256 of the exact body bytes under the secret. */
export function signLeadEventBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
