/**
 * Issue 14 "no secrets in logs": finds known secret values (tokens, passwords, keys) and OTP codes in the
 * services' log files, naming the file and line of each hit (never the value). OTP codes are 4 digits, so they
 * count only next to the word OTP/code or as a whole message. Shared by the contract run's global teardown,
 * contract/secrets-in-logs.test.ts and the e2e run's global teardown (support/e2e-log-scan.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { StackUrls } from './stack-processes.ts';

export type Secret = { label: string; value: string };

/** The stack's own secrets: none may ever be logged. */
export function stackSecrets(urls: StackUrls): Secret[] {
  const { apiToken, staffToken, outboxToken, gatewayProxyKey, apiProxyKey, paymentTestSecret, cacheInvalidationSecret } = urls;
  return Object.entries({ apiToken, staffToken, outboxToken, gatewayProxyKey, apiProxyKey, paymentTestSecret, cacheInvalidationSecret }).map(([label, value]) => ({ label, value }));
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const otpNearby = (code: string): RegExp => new RegExp(`(?:otp|code|pin)\\W{0,3}(?:[^\\n]{0,40}\\W)?${escaped(code)}\\b|\\b${escaped(code)} is your OTP`, 'i');

/** `label in file:line` for each secret (and each OTP code) a line of the log files contains. */
export function leakedSecrets(logFiles: string[], secrets: Secret[], otpCodes: string[] = []): string[] {
  const leaks: string[] = [];
  const values = secrets.filter((secret) => secret.value.length > 0);
  const codes = [...new Set(otpCodes)].map((code) => ({ code, pattern: otpNearby(code) }));
  for (const file of logFiles.filter((path) => existsSync(path))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      values.filter((secret) => line.includes(secret.value)).forEach((secret) => leaks.push(`${secret.label} in ${where}`));
      codes.filter(({ pattern }) => pattern.test(line)).forEach(({ code }) => leaks.push(`OTP ${code} in ${where}`));
    });
  }
  return leaks;
}
