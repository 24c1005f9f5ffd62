import { isOtpResendWait } from '@pilgrim/schema/rules';

/**
 * The seconds left of the resend gap when a send was refused only because a code went to the number under a minute
 * ago (the api's 'Please wait N seconds before requesting a new OTP'): that code is still live, so the OTP step
 * follows, 'Resend OTP in 00:NN' counting them down (spec §4). Null for any other refusal (no code is waiting).
 * `retryAfterSeconds` is the server's count when the payload carries one; else the N of its message.
 */
export function resendGapSeconds(message: string | null | undefined, retryAfterSeconds?: number | null): number | null {
  if (!isOtpResendWait(message)) return null;
  return retryAfterSeconds ?? Number(/\d+/.exec(message ?? '')?.[0]);
}
