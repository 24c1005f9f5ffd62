import { createApp } from '../app.ts';
import { IN_MEMORY, type Database } from '../db/client.ts';
import { prepareDatabase } from '../db/startup.ts';

export const TEST_TOKEN = 'test-public-token';
export const authHeaders = { Authorization: TEST_TOKEN };

export type TestApp = { app: ReturnType<typeof createApp>; database: Database; errors: unknown[][] };

/** A migrated, seeded in-memory database and the app over it; errors the app logs are collected, not printed. */
export async function createTestApp(): Promise<TestApp> {
  const database = await prepareDatabase({ dataDir: IN_MEMORY });
  const errors: unknown[][] = [];
  const app = createApp({
    db: database.db,
    driver: database.driver,
    publicToken: TEST_TOKEN,
    logger: { error: (...args: unknown[]) => void errors.push(args) },
  });
  return { app, database, errors };
}

/** GET with the public token, parsed as JSON. */
export async function getJson<T = unknown>(app: TestApp['app'], path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.request(path, { headers: authHeaders });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
