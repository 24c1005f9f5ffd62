/**
 * Test support: the api as a child process (`node --import tsx src/main.ts`) on a data directory or a PostgreSQL
 * URL, killed with SIGKILL; `app` lets the in-process request helpers of test-support talk to it over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestApp } from '../test-support/test-app.ts';
import { TEST_TOKEN } from '../test-support/test-app.ts';
import type { CrashPoint } from './crash-point.ts';

const apiFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Storage = { API_DATA_DIR: string } | { DATABASE_URL: string; API_DATA_DIR: string };

export type ApiProcess = { app: TestApp['app']; output: () => string; crashed: (point: CrashPoint) => Promise<void>; kill: () => Promise<void> };

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Starts the api on `storage` (pausing at `crashPoint` when given) and waits for its health route. */
export async function startApiProcess(storage: Storage, crashPoint?: CrashPoint): Promise<ApiProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { VITEST: _vitest, NODE_ENV: _mode, DATABASE_URL: _url, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiFolder,
    env: { ...inherited, ...storage, API_PORT: String(port), API_PUBLIC_TOKEN: TEST_TOKEN, API_DEV_OUTBOX: '1', API_PUBLIC_URL: origin, PAYMENT_PROVIDER: 'test', API_LOG_LEVEL: 'info' /* its 'api listening on' line */, ...(crashPoint ? { API_TEST_CRASH_POINT: crashPoint } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = (found: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (found()) resolve();
        else if (child.exitCode !== null || child.signalCode !== null) reject(new Error(`api exited before ${what}:\n${output}`));
      };
      listeners.add(check);
      void exited.then(check);
      check();
    });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    await until(() => output.includes('api listening on'), 'listening');
  } catch (error) {
    await kill();
    throw error;
  }
  const app = { request: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, { ...init, redirect: 'manual' }) } as unknown as TestApp['app'];
  return { app, output: () => output, kill, crashed: (point) => until(() => output.includes(`crash point ${point} reached`), `crash point ${point}`) };
}
