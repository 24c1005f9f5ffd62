/**
 * A throw-away Redis for `pnpm test`: Debian's `redis-server` on a free loopback port, working directory in a
 * temporary folder, no persistence (`--save '' --appendonly no`), stopped and deleted at the end (also on failure).
 * Suites read its URL from `REDIS_TEST_URL`; each test uses its own random key prefix (never FLUSHALL).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort } from './postgres.ts';

export type RedisServer = {
  /** `redis://127.0.0.1:PORT`. */
  url: string;
  stop(): void;
};

const debianBinary = '/usr/bin/redis-server';

/** `REDIS_SERVER_BIN`, else Debian's `/usr/bin/redis-server`, when it exists. */
export function redisServerBinary(): string | null {
  const candidate = process.env.REDIS_SERVER_BIN ?? debianBinary;
  return existsSync(candidate) ? candidate : null;
}

/** Installs Debian's `redis-server` when it is missing and this user may (root with apt-get); answers the binary. */
export function ensureRedis(): string | null {
  const found = redisServerBinary();
  if (found || process.getuid?.() !== 0 || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return found;
  console.log('Redis is missing: installing Debian\'s redis-server for the suites on Redis...');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  if (update.status === 0) spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], { stdio: 'inherit' });
  return redisServerBinary();
}

/** Resolves once `PING` answers `+PONG` on the port (the server loads nothing, so this takes milliseconds). */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${output()}`);
    if (await pong(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`redis-server did not answer PING on port ${port} within 10 s:\n${output()}`);
}

export async function startRedis(binary: string, port?: number): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'pilgrim-redis-'));
  const listenPort = port ?? (await freeLoopbackPort());
  const args = ['--port', String(listenPort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'];
  const child = spawn(binary, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGKILL');
    remove();
  };
  try {
    await waitUntilReady(listenPort, child, () => Buffer.concat(chunks).toString());
  } catch (error) {
    stop();
    throw error;
  }
  // The server's output is not needed once it answers: drop it, keep the pipes drained.
  for (const stream of [child.stdout, child.stderr]) stream?.removeAllListeners('data').resume();
  return { url: `redis://127.0.0.1:${listenPort}`, stop };
}
