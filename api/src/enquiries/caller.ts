import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { LeadCaller } from './submit-lead.ts';

/**
 * The lead's sender: the client IP, the user when signed in (the lead is then theirs whatever number it names),
 * and the verified-number token the body carried, if any.
 */
export function leadCaller(c: Context<AppEnv>, verifiedNumberToken?: string): LeadCaller {
  const principal = c.get('principal');
  return { clientIp: c.var.clientIp, userId: principal?.kind === 'user' ? principal.userId : null, verifiedNumberToken };
}
