/**
 * The e2e run's global teardown (issue 14, "Secrets in logs"): scans the api's, gateway's and web's whole output
 * (kept by scripts/stack.ts under STACK_LOG_DIR) for the stack's secrets, the seeded and test passwords, and the
 * bearer tokens and OTP codes the specs met. A hit fails the run naming file and line, and keeps the logs; a
 * clean run deletes them. It runs before Playwright stops the stack, so the api's last lines may be unscanned.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { testPassword } from './auth-popup.ts';
import { e2eLogDir, runSecrets } from './e2e-run-secrets.ts';
import { leakedSecrets, type Secret } from './log-secrets.ts';

/** The password of the seeded accounts (api/src/seed: the community test user, the wallet user). */
export const SEEDED_PASSWORD = 'Yatra@2026';

export default function scanE2eLogs(): void {
  scanStackLogs(e2eLogDir);
}

/** The scan of a stack's log directory (scripts/stack-log.ts layout); throws naming each hit's file and line. */
export function scanStackLogs(dir: string): void {
  const logFiles = ['api', 'gateway', 'web'].map((service) => join(dir, `${service}.log`));
  const secretsFile = join(dir, 'stack-secrets.json');
  if (!existsSync(secretsFile)) {
    // Locally a stack already running is reused (reuseExistingServer): it keeps no logs for this run.
    if (process.env.CI) throw new Error(`no service logs in ${dir}: the e2e stack must run with STACK_LOG_DIR`);
    console.warn(`[e2e] secrets-in-logs scan skipped: the stack was not started by this run (no ${secretsFile})`);
    return;
  }
  const met = runSecrets(dir);
  const secrets: Secret[] = [
    ...(JSON.parse(readFileSync(secretsFile, 'utf8')) as Secret[]),
    { label: 'seeded password', value: SEEDED_PASSWORD },
    { label: 'test password', value: testPassword },
    ...met.filter((secret) => secret.kind === 'token'),
  ];
  const otpCodes = met.filter((secret) => secret.kind === 'otp').map((secret) => secret.value);
  const leaks = leakedSecrets(logFiles, secrets, otpCodes);
  if (leaks.length > 0) throw new Error(`secrets in the services' logs (kept in ${dir}):\n${leaks.join('\n')}`);
  console.log(`[e2e] no secrets in the services' logs (${secrets.length} values, ${otpCodes.length} OTP codes, ${logFiles.length} logs)`);
  rmSync(dir, { recursive: true, force: true });
}
