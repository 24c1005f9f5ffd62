import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME, listenOnPostgres } from './postgres-listen.ts';

const serverUrl = process.env.API_TEST_DATABASE_URL;

async function query(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text, values).finally(() => client.end());
}

/** The next call of the returned callback, as a promise (no polling). */
function nextCall<T>(): { wait: () => Promise<T>; call: (value: T) => void } {
  let waiting: ((value: T) => void) | undefined;
  const queued: T[] = [];
  return {
    call: (value) => (waiting ? (waiting(value), (waiting = undefined)) : queued.push(value)),
    wait: () => (queued.length > 0 ? Promise.resolve(queued.shift() as T) : new Promise<T>((resolve) => (waiting = resolve))),
  };
}

// PostgreSQL only: PGlite's LISTEN lives in the process and cannot lose its connection.
describe.skipIf(!serverUrl)('LISTEN on PostgreSQL', () => {
  it('listens again after the server ends its connection, and reports the gap', async () => {
    const channel = `gap_${randomBytes(4).toString('hex')}`;
    const payloads = nextCall<string>();
    const gaps = nextCall<void>();
    const errors: unknown[] = [];
    const unlisten = await listenOnPostgres({ databaseUrl: serverUrl!, channel, onPayload: payloads.call, onGap: () => gaps.call(), retryMs: 10, logger: { error: (...args) => errors.push(args) } });
    try {
      await query('select pg_notify($1, $2)', [channel, 'before']);
      expect(await payloads.wait()).toBe('before');

      await query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()`,
        [LISTEN_APPLICATION_NAME],
      );
      await gaps.wait();
      await query('select pg_notify($1, $2)', [channel, 'after']);
      expect(await payloads.wait()).toBe('after');
    } finally {
      await unlisten();
    }
  });
});
