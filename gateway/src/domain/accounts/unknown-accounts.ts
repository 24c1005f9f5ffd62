import type { RestOutcome } from '../../rest/outcome.ts';

/** CONTRACT.md's answer to a password-reset request (known or unknown address alike). */
export const RESET_OTP_SENT = 'OTP has been sent to your registered e-mail';

/**
 * Issue 6, item 5: asking for a sign-in or password-reset OTP answers an unknown account exactly like a
 * known one (the api simply delivers nothing). The payload carries the flow's fixed text whatever the
 * server said, and a 404 from an api that still tells unknown accounts apart becomes that same answer,
 * so no client of the gateway can tell which numbers and e-mails have accounts.
 */
export function sentWhetherOrNotKnown(outcome: RestOutcome<string | null>, sentMessage: string): RestOutcome<string | null> {
  if (outcome.ok || outcome.status === 404) return { ok: true, value: sentMessage };
  return outcome;
}
