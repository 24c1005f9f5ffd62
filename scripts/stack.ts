/**
 * Starts api, gateway and web together, waits until each answers, prints their URLs and stops all
 * three on Ctrl-C (or when any of them dies). `start` runs built servers; `dev` runs them in watch mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadDotEnv, repoRoot, stackEnvironment, stackPorts } from './env.ts';
import { openStackLog } from './stack-log.ts';

type Mode = 'start' | 'dev';
type Service = { name: string; cwd: string; command: string[]; readyUrl: string; env?: NodeJS.ProcessEnv };

const mode = process.argv[2] as Mode;
if (mode !== 'start' && mode !== 'dev') {
  console.error('usage: stack.ts start|dev');
  process.exit(2);
}

loadDotEnv();
const ports = stackPorts();
const env = stackEnvironment(ports);
if (mode === 'dev') env.NODE_ENV = 'development';
// STACK_LOG_DIR (the e2e run sets it): each service's output is also kept there for the secrets scan.
const stackLog = openStackLog(env);

const watch = mode === 'dev' ? ['--watch'] : [];
const services: Service[] = [
  {
    name: 'api',
    cwd: join(repoRoot, 'api'),
    command: ['node', '--import', 'tsx', ...watch, 'src/main.ts'],
    readyUrl: `http://localhost:${ports.api}/api/v1/health`,
    // The api refuses its dev outbox and the test payment provider under NODE_ENV=production: a local stack
    // with either of them is a development one.
    env: env.API_DEV_OUTBOX === '1' || (env.PAYMENT_PROVIDER ?? 'test') === 'test' ? { NODE_ENV: 'development' } : {},
  },
  {
    name: 'gateway',
    cwd: join(repoRoot, 'gateway'),
    command: ['node', '--import', 'tsx', ...watch, 'src/main.ts'],
    readyUrl: `http://localhost:${ports.gateway}/health`,
  },
  {
    name: 'web',
    cwd: join(repoRoot, 'web'),
    command: [
      join(repoRoot, 'web', 'node_modules', '.bin', 'next'),
      mode === 'dev' ? 'dev' : 'start',
      '--port',
      String(ports.web),
    ],
    readyUrl: `http://localhost:${ports.web}/`,
  },
];

const running = new Map<string, ChildProcess>();
let stopping = false;

function prefixOutput(name: string, stream: NodeJS.ReadableStream | null, sink: NodeJS.WriteStream, log?: NodeJS.WritableStream): void {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => {
    sink.write(`[${name}] ${line}\n`);
    log?.write(`${line}\n`);
  });
}

function launch(service: Service): ChildProcess {
  const [command, ...args] = service.command as [string, ...string[]];
  // Same process group as this launcher: a Ctrl-C, or a test runner killing the group, reaches every service.
  const child = spawn(command, args, { cwd: service.cwd, env: { ...env, ...service.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = stackLog?.streamOf(service.name);
  prefixOutput(service.name, child.stdout, process.stdout, log);
  prefixOutput(service.name, child.stderr, process.stderr, log);
  child.on('exit', (code, signal) => {
    running.delete(service.name);
    if (!stopping) {
      console.error(`[stack] ${service.name} exited (${signal ?? code}); stopping the others`);
      void stop(1);
    }
  });
  running.set(service.name, child);
  return child;
}

async function waitUntilReady(service: Service, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopped');
    try {
      const response = await fetch(service.readyUrl, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} did not answer at ${service.readyUrl} within ${timeoutMs / 1000}s`);
}

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of running.values()) child.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (running.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of running.values()) child.kill('SIGKILL');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  for (const service of services) {
    launch(service);
    await waitUntilReady(service, 180_000);
  }
} catch (error) {
  if (!stopping) {
    console.error(`[stack] ${(error as Error).message}`);
    await stop(1);
  }
}

console.log(`
  web      http://localhost:${ports.web}
  gateway  http://localhost:${ports.gateway}/graphql   (GraphiQL)
  api      http://localhost:${ports.api}/api/v1        (OpenAPI at /api/v1/openapi.json)

  Ctrl-C stops all three.
`);
