import { testStackPorts } from './ports.ts';

/** The api's dev outbox (`API_DEV_OUTBOX=1`): the OTPs the stack "sent", newest first per recipient. */
const outboxUrl = `http://localhost:${testStackPorts.api}/api/v1/dev/outbox`;
const publicToken = process.env.API_PUBLIC_TOKEN ?? 'dev-public-token';

type OutboxEntry = { channel: string; to: string; body: string; code: string | null; createdAt: string };

async function readOutbox(to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${outboxUrl}?to=${encodeURIComponent(to)}`, {
    headers: { authorization: publicToken },
    signal: AbortSignal.timeout(5_000),
  });
  if (response.status !== 200) throw new Error(`outbox answered ${response.status} for ${to}`);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

/**
 * The newest OTP sent to `to` (`+919810012345` or an e-mail), polling briefly because the page's call may
 * still be in flight. With `newerThan`, waits for a code other than that one (after a resend).
 */
export async function latestOtp(to: string, { newerThan, timeoutMs = 5_000 }: { newerThan?: string; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await readOutbox(to)).find((entry) => entry.code !== null);
    if (newest?.code && newest.code !== newerThan) return newest.code;
    if (Date.now() > deadline) throw new Error(`no${newerThan ? ' new' : ''} OTP in the outbox for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** How many messages went to `to`. */
export async function outboxCount(to: string): Promise<number> {
  return (await readOutbox(to)).length;
}

/** The E.164 form the outbox files an Indian mobile under. */
export function indianMobile(mobile: string): string {
  return `+91${mobile}`;
}
