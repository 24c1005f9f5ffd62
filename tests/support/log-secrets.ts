/**
 * Issue 14 "no secrets in logs": finds known secret values (tokens, passwords, keys) and OTP codes in the
 * services' log files. OTP codes are 4 digits, so they count only next to the word OTP/code or as a whole message.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { StackUrls } from './stack-processes.ts';

export type Secret = { label: string; value: string };

/** The stack's own secrets: none may ever be logged. */
export function stackSecrets(urls: StackUrls): Secret[] {
  const { apiToken, staffToken, outboxToken, gatewayProxyKey, apiProxyKey, paymentTestSecret, cacheInvalidationSecret } = urls;
  return Object.entries({ apiToken, staffToken, outboxToken, gatewayProxyKey, apiProxyKey, paymentTestSecret, cacheInvalidationSecret }).map(([label, value]) => ({ label, value }));
}

const otpNearby = (code: string): RegExp => new RegExp(`(?:otp|code|pin)\\W{0,3}(?:[^\\n]{0,40}\\W)?${code}\\b|\\b${code} is your OTP`, 'i');

/** `label in file` for each secret (and each OTP code) the log files contain. */
export function leakedSecrets(logFiles: string[], secrets: Secret[], otpCodes: string[] = []): string[] {
  const leaks: string[] = [];
  for (const file of logFiles.filter((path) => existsSync(path))) {
    const text = readFileSync(file, 'utf8');
    secrets.filter((secret) => secret.value.length > 0 && text.includes(secret.value)).forEach((secret) => leaks.push(`${secret.label} in ${file}`));
    otpCodes.filter((code) => otpNearby(code).test(text)).forEach((code) => leaks.push(`OTP ${code} in ${file}`));
  }
  return leaks;
}
