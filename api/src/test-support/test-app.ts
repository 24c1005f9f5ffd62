import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppDeps } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createLimits } from '../limits/limits.ts';
import type { LimitsPolicy } from '../limits/policy.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_TOKEN = 'test-public-token';
export const authHeaders = { Authorization: TEST_TOKEN };

/** The `{ status, message, data }` answer of the catalogue and content routes. */
export type Envelope<T> = { status: number; message: string; data: T };

export type TestApp = { app: ReturnType<typeof createApp>; database: Database; errors: unknown[][]; logLines: string[] };

/**
 * What a test may inject into the app: a clock, limits, senders (`messaging`) and the like. `listen`: the app
 * LISTENs for catalogue change signals on its database, as main.ts does.
 */
export type TestAppOptions = Omit<Partial<AppDeps>, 'db'> & { listen?: boolean };

/**
 * A migrated, seeded database (see createTestDatabase) and the app over it, with the dev outbox on;
 * errors and outbox log lines are collected, not printed. `options` may inject a clock, limits or senders.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestAppOver(await createTestDatabase(), options);
}

/**
 * One test app for the whole file: created before its tests (one in-memory PGlite, about 4 s), its
 * database closed after them. Read its fields inside the tests.
 */
export function testAppPerFile(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.database.close();
  });
  const made = (): TestApp => {
    if (!current) throw new Error('the test app is made in beforeAll');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    get errors() {
      return made().errors;
    },
    get logLines() {
      return made().logLines;
    },
  };
}

/**
 * The limits of a test app unless the test passes its own: the defaults, but for the two per-minute global
 * caps (60 open OTPs, 120 leads), which files that sign up dozens of users in seconds would otherwise reach. The
 * tests of those caps pass `createLimits(...)` themselves.
 */
export const TEST_LIMITS: Partial<LimitsPolicy> = { otpGlobalOpenPerMinute: 10_000, leadsGlobalPerMinute: 10_000 };

/** Another app over an existing test database, e.g. with a fresh limiter set for each test. */
export function createTestAppOver(database: Database, options: TestAppOptions = {}): TestApp {
  const errors: unknown[][] = [];
  const logLines: string[] = [];
  const app = createApp({
    db: database.db,
    driver: database.driver,
    publicToken: TEST_TOKEN,
    logger: { error: (...args: unknown[]) => void errors.push(args) },
    limits: createLimits(TEST_LIMITS),
    ...options,
    messaging: { devOutbox: true, log: (line) => void logLines.push(line), ...options.messaging },
    caching: { ...options.caching, ...(options.listen ? { listen: database.listen } : {}) },
  });
  return { app, database, errors, logLines };
}

/** GET with the public token, parsed as JSON. */
export async function getJson<T = unknown>(app: TestApp['app'], path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.request(path, { headers: authHeaders });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
