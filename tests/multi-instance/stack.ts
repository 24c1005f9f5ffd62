/** The multi-instance stack as the spec sees it: its caps, and its URLs handed over by global-setup.ts. */
import type { MultiInstanceUrls } from '../support/multi-instance-stack.ts';

/** Per-IP caps of this stack: small enough to reach in a few requests, split over both instances. */
export const MULTI_INSTANCE_LIMITS = { otpRecipientsPerIp: 4, gatewayAnonymousPerMinute: 60 };

/** Where global-setup.ts leaves the stack's URLs for the spec (JSON). */
export const STACK_VARIABLE = 'MULTI_INSTANCE_STACK';

/** The running stack, or null when none was started (no PostgreSQL or Redis given: the tests skip). */
export function multiInstanceStack(): MultiInstanceUrls | null {
  const json = process.env[STACK_VARIABLE];
  return json ? (JSON.parse(json) as MultiInstanceUrls) : null;
}
