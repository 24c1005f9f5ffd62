import { recordRunSecret } from './e2e-run-secrets.ts';
import { testStackPorts } from './ports.ts';

/** The api's dev outbox (`API_DEV_OUTBOX=1`): the OTPs the stack "sent", newest first per recipient. */
const outboxUrl = `http://localhost:${testStackPorts.api}/api/v1/dev/outbox`;
/** The outbox's own token (never the public token): API_DEV_OUTBOX_TOKEN as the stack sets it. */
const outboxToken = process.env.API_DEV_OUTBOX_TOKEN ?? 'dev-outbox-token';

type OutboxEntry = { channel: string; to: string; body: string; code: string | null; createdAt: string };

async function readOutbox(to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${outboxUrl}?to=${encodeURIComponent(to)}`, {
    headers: { authorization: outboxToken },
    signal: AbortSignal.timeout(5_000),
  });
  if (response.status !== 200) throw new Error(`outbox answered ${response.status} for ${to}`);
  const entries = ((await response.json()) as { data: OutboxEntry[] }).data;
  // Every code a spec saw must stay out of the services' logs (support/e2e-log-scan.ts).
  for (const entry of entries) if (entry.code) recordRunSecret('otp', `OTP to ${to}`, entry.code);
  return entries;
}

/** One OTP the stack sent, with the api's timestamp of the message. */
export type SentOtp = { code: string; createdAt: string };

type OtpWait = { after?: string; timeoutMs?: number };

/**
 * The newest OTP sent to `to` (`+919810012345` or an e-mail), polling briefly because the page's call may
 * still be in flight. With `after` (the `createdAt` of an earlier OTP), waits for one sent later, as after
 * a resend. Compared by time, not by code: a new code equals the old one once in 10,000 sends.
 */
export async function latestOtpMessage(
  to: string,
  { after, timeoutMs = 5_000 }: OtpWait = {},
): Promise<SentOtp> {
  const notBefore = after === undefined ? -Infinity : Date.parse(after);
  if (Number.isNaN(notBefore)) throw new Error(`after is not a timestamp: ${after}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await readOutbox(to)).find((entry) => entry.code !== null);
    if (newest?.code && Date.parse(newest.createdAt) > notBefore) return { code: newest.code, createdAt: newest.createdAt };
    if (Date.now() > deadline) throw new Error(`no OTP${after ? ` sent after ${after}` : ''} in the outbox for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The code of `latestOtpMessage`. */
export async function latestOtp(to: string, options: OtpWait = {}): Promise<string> {
  return (await latestOtpMessage(to, options)).code;
}

/** The messages sent to `to` (an e-mail or an E.164 number), newest first. */
export const outboxMessages = (to: string): Promise<OutboxEntry[]> => readOutbox(to);

/** How many messages went to `to`. */
export async function outboxCount(to: string): Promise<number> {
  return (await readOutbox(to)).length;
}

/** The E.164 form the outbox files an Indian mobile under. */
export function indianMobile(mobile: string): string {
  return `+91${mobile}`;
}
