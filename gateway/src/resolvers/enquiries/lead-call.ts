import type { GatewayContext } from '../../context.ts';
import { parseNationalPhone } from '../../mutations/fields/phone.ts';
import { asCallerElsePublic } from '../../mutations/as-caller-else-public.ts';
import { thrownAsRefusal } from '../../mutations/thrown-as-refusal.ts';
import type { RestOutcome, UpstreamIdentity } from '../../rest/outcome.ts';

/** Logs a lead call that failed to answer (timeout, network, a broken answer) with the request id. */
const logFailure =
  ({ logger, requestId }: GatewayContext) =>
  (error: unknown): void =>
    logger.error(`[${requestId}] lead call failed:`, error);

/** A lead send: as the caller when signed in (else, or when the token is refused, as a visitor); failures as a 503. */
export const sendLead = <V>(context: GatewayContext, send: (as: UpstreamIdentity) => Promise<RestOutcome<V>>): Promise<RestOutcome<V>> =>
  thrownAsRefusal(() => asCallerElsePublic(context.userToken, send), logFailure(context));

/** A lead's OTP call (verify, resend: public routes); failures as a 503. */
export const leadOtpCall = <V>(context: GatewayContext, call: () => Promise<RestOutcome<V>>): Promise<RestOutcome<V>> =>
  thrownAsRefusal(call, logFailure(context));

/** The input's number in E.164 (`+919810012345`), null when it is not a valid one. */
export const mobileOf = (input: { mobile?: string | null; countryCode?: string | null }): string | null =>
  parseNationalPhone(input.mobile ?? '', input.countryCode?.trim() || '+91')?.e164 ?? null;
