/**
 * The e2e run's own secrets, for the log scan after it (support/e2e-log-scan.ts): the stack's output and
 * secret values live in `e2eLogDir` (scripts/stack-log.ts), and the helpers that see a user's bearer token or an
 * OTP code (support/session.ts, support/outbox.ts) append it here. A no-op when the run did not start the stack.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Secret } from './log-secrets.ts';

export const e2eLogDir = fileURLToPath(new URL('../test-results/service-logs/e2e', import.meta.url));
const runSecretsFile = (dir: string) => `${dir}/run-secrets.jsonl`;

export type RunSecret = Secret & { kind: 'token' | 'otp' };

export function recordRunSecret(kind: RunSecret['kind'], label: string, value: string): void {
  if (!existsSync(e2eLogDir) || value === '') return;
  appendFileSync(runSecretsFile(e2eLogDir), `${JSON.stringify({ kind, label, value })}\n`, { mode: 0o600 });
}

/** The tokens and OTP codes the specs met during the run. */
export function runSecrets(dir = e2eLogDir): RunSecret[] {
  if (!existsSync(runSecretsFile(dir))) return [];
  return readFileSync(runSecretsFile(dir), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as RunSecret);
}
