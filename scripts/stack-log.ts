/**
 * The stack's output kept for the "no secrets in logs" scan of the e2e run (issue 14): with STACK_LOG_DIR set,
 * `scripts/stack.ts` writes each service's whole output to `<dir>/<service>.log` and the secret values it handed
 * the services (with the api's development defaults where it set none) to `<dir>/stack-secrets.json`, which
 * `tests/support/e2e-log-scan.ts` reads after the run. The directory is emptied when the stack starts.
 */
import { createWriteStream, mkdirSync, rmSync, writeFileSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

/** What the api uses when the stack sets none (api/src/env.ts `DEV_*`). */
const API_DEFAULTS: Record<string, string> = {
  API_STAFF_TOKEN: 'dev-staff-token',
  API_OTP_SECRET: 'dev-otp-secret-change-me',
  PAYMENT_TEST_SECRET: 'dev-payment-test-secret',
};

const SECRET_NAMES = [
  'API_PUBLIC_TOKEN', 'API_PROXY_KEY', 'GATEWAY_PROXY_KEY', 'API_STAFF_TOKEN', 'API_DEV_OUTBOX_TOKEN', 'API_OTP_SECRET',
  'PAYMENT_TEST_SECRET', 'NEXTAUTH_SECRET', 'CACHE_INVALIDATION_SECRET', 'METRICS_TOKEN',
];

export type StackLog = { streamOf(service: string): WriteStream };

/** Null without STACK_LOG_DIR; else a fresh directory holding the secrets file, and one log stream per service. */
export function openStackLog(env: NodeJS.ProcessEnv): StackLog | null {
  const dir = env.STACK_LOG_DIR;
  if (!dir) return null;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const secrets = SECRET_NAMES.map((name) => ({ label: name, value: env[name] ?? API_DEFAULTS[name] ?? '' })).filter((secret) => secret.value !== '');
  writeFileSync(join(dir, 'stack-secrets.json'), JSON.stringify(secrets), { mode: 0o600 });
  return { streamOf: (service) => createWriteStream(join(dir, `${service}.log`), { flags: 'a' }) };
}
