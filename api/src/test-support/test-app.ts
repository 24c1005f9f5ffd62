import { createApp, type AppDeps } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_TOKEN = 'test-public-token';
export const authHeaders = { Authorization: TEST_TOKEN };

export type TestApp = { app: ReturnType<typeof createApp>; database: Database; errors: unknown[][]; logLines: string[] };

/**
 * A migrated, seeded database (see createTestDatabase) and the app over it, with the dev outbox on;
 * errors and outbox log lines are collected, not printed. `accounts` may inject a clock or senders.
 */
export async function createTestApp(accounts: AppDeps['accounts'] = {}): Promise<TestApp> {
  return createTestAppOver(await createTestDatabase(), accounts);
}

/** Another app over an existing test database, e.g. with a fresh limiter set for each test. */
export function createTestAppOver(database: Database, accounts: AppDeps['accounts'] = {}): TestApp {
  const errors: unknown[][] = [];
  const logLines: string[] = [];
  const app = createApp({
    db: database.db,
    driver: database.driver,
    publicToken: TEST_TOKEN,
    logger: { error: (...args: unknown[]) => void errors.push(args) },
    accounts: { devOutbox: true, log: (line) => void logLines.push(line), ...accounts },
  });
  return { app, database, errors, logLines };
}

/** GET with the public token, parsed as JSON. */
export async function getJson<T = unknown>(app: TestApp['app'], path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.request(path, { headers: authHeaders });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
