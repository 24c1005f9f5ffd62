/** The e2e run's secrets-in-logs scan (support/e2e-log-scan.ts) on a log directory laid out as scripts/stack-log.ts writes it. */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanStackLogs, SEEDED_PASSWORD } from '../support/e2e-log-scan.ts';

function logDir(logs: Record<string, string>, met: object[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-logs-'));
  writeFileSync(join(dir, 'stack-secrets.json'), JSON.stringify([{ label: 'API_PROXY_KEY', value: 'proxy-key-of-the-run' }]));
  writeFileSync(join(dir, 'run-secrets.jsonl'), met.map((secret) => `${JSON.stringify(secret)}\n`).join(''));
  for (const [service, text] of Object.entries(logs)) writeFileSync(join(dir, `${service}.log`), text);
  return dir;
}

describe('the e2e run\'s secrets-in-logs scan', () => {
  it('passes clean logs and deletes them', () => {
    const dir = logDir({ api: '{"level":40,"msg":"slow query"}\n', gateway: 'ready\n', web: 'started\n' });
    expect(() => scanStackLogs(dir)).not.toThrow();
    expect(existsSync(dir)).toBe(false);
  });

  it('fails naming file and line for a stack secret, the seeded password, a bearer token and an OTP code', () => {
    const token = { kind: 'token', label: 'bearer token of a@b.test', value: 'tok_0123456789abcdef' };
    const otp = { kind: 'otp', label: 'OTP to +919800000065', value: '4821' };
    const dir = logDir(
      {
        api: `fine\nkey proxy-key-of-the-run\nsign-in with ${SEEDED_PASSWORD}\n`,
        gateway: `Authorization: Bearer ${token.value}\n`,
        web: 'your OTP code: 4821\n',
      },
      [token, otp],
    );
    const thrown = (() => { try { scanStackLogs(dir); return null; } catch (error) { return (error as Error).message; } })();
    expect(thrown).toContain(`API_PROXY_KEY in ${join(dir, 'api.log')}:2`);
    expect(thrown).toContain(`seeded password in ${join(dir, 'api.log')}:3`);
    expect(thrown).toContain(`bearer token of a@b.test in ${join(dir, 'gateway.log')}:1`);
    expect(thrown).toContain(`OTP 4821 in ${join(dir, 'web.log')}:1`);
    expect(thrown).not.toContain('proxy-key-of-the-run');
    expect(existsSync(dir)).toBe(true);
  });
});
