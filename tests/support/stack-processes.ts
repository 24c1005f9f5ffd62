/**
 * Starts the api (fresh in-memory DB) and the gateway as child processes on free loopback ports,
 * optionally with the counting proxy between them, and stops them again (whole process groups).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { freePort } from './free-port.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the services of a started stack answer; plain strings so vitest can `provide` them. */
export type StackUrls = {
  /** The api origin, e.g. `http://127.0.0.1:40123` (media lives at `/media/...`). */
  apiOrigin: string;
  /** The REST root, `${apiOrigin}/api/v1`. */
  apiBaseUrl: string;
  /** The public token both services accept and send. */
  apiToken: string;
  /** The key the gateway trusts a caller's `x-client-ip` with (`GATEWAY_PROXY_KEY`). */
  gatewayProxyKey: string;
  /** The key the gateway sends upstream and the api trusts (`API_PROXY_KEY`). */
  apiProxyKey: string;
  /** The api's dev outbox token (API_DEV_OUTBOX_TOKEN): the only token `GET /dev/outbox` accepts. */
  outboxToken: string;
  /** The test payment provider's HMAC key of this run (`PAYMENT_TEST_SECRET`): tests sign its answers with it. */
  paymentTestSecret: string;
  /**
   * The web origin of this stack (`GATEWAY_WEB_ORIGIN`, the api's `PAYMENT_RETURN_ORIGINS`): no web runs in the
   * contract stack, so it is a loopback port nothing listens on; payments return there.
   */
  webOrigin: string;
  /** The GraphQL endpoint, `http://127.0.0.1:PORT/graphql`. */
  gatewayUrl: string;
  /** The counting proxy origin (serves `/__calls`), or null when the gateway talks to the api directly. */
  proxyUrl: string | null;
  /** The api's staff token (API_STAFF_TOKEN): `PUT /catalogue/packages/{_id}/prices`. */
  staffToken: string;
  /** CACHE_INVALIDATION_SECRET of this run: the bearer of the api's change notices (api → gateway `POST /cache/invalidate`, and the test receiver). */
  cacheInvalidationSecret: string;
  /** A loopback URL among the api's CACHE_INVALIDATION_URLS that nothing serves until a test listens on it (contract/catalogue-cache.test.ts). */
  noticeReceiverUrl: string;
  /** The services' whole output, one file each (`StackOptions.logDir`), or null when not kept. */
  logFiles: { api: string; gateway: string } | null;
};

/** `output(name)`: the last lines a service wrote (its JSON log lines), e.g. `output('gateway')`. */
export type StartedStack = { urls: StackUrls; stop: () => Promise<void>; output: (name: 'api' | 'gateway') => string };

export type StackOptions = {
  /** Put the counting proxy between gateway and api. */
  countingProxy: boolean;
  /** The gateway's `GATEWAY_RESPONSE_CACHE` (default on, as in production). */
  responseCache?: 'on' | 'off';
  /** Passed to the api as `API_SEED_SCALE` (a larger seeded catalogue). */
  seedScale?: number;
  /** Echo service output to this process's stderr (otherwise kept only for error messages). */
  echoOutput?: boolean;
  /** Also write each service's whole output to `<logDir>/<name>.log` (contract/secrets-in-logs.test.ts reads them). */
  logDir?: string;
  readyTimeoutMs?: number;
  /** Added to (and overriding) the api's environment, e.g. `{ API_CACHE: 'off' }`. */
  apiEnv?: Record<string, string>;
  /** Added to (and overriding) the gateway's environment, e.g. `{ GATEWAY_RESPONSE_CACHE: 'off' }`. */
  gatewayEnv?: Record<string, string>;
};

/** `command` defaults to `node --import tsx src/main.ts` in `folder`; `logFile`: where the whole output is written too. */
export type ServiceSpec = { name: string; folder: string; env: Record<string, string>; healthUrl: string; command?: string[]; logFile?: string };

export type RunningService = { name: string; child: ChildProcess; output: () => string; exited: Promise<void> };

const outputLinesKept = 80;

/**
 * Per-IP OTP caps of the contract stack's api, above the production defaults (8 numbers, 20 sends per IP per
 * hour) because every GraphQL call reaches the api from one loopback address: the gateway does not forward
 * the caller's IP yet. Tests that probe limits send a trusted `x-client-ip` of their own (see
 * contract/security-limits.test.ts), so these numbers are what they assert.
 */
export const CONTRACT_API_LIMITS = {
  // Every contract file's sign-ups through the gateway reach the api as one client, the loopback address (as a
  // request with a wrong proxy key does): at 40 it filled up in a run, and security-limits.test.ts's check that a
  // forged x-client-ip counts as the loopback peer got 429. The cap tests fill these caps from fresh addresses.
  API_LIMIT_OTP_RECIPIENTS_PER_IP: '200',
  API_LIMIT_OTP_SENDS_PER_IP: '400',
  // Every file's sign-ups together, two codes each (the hourly caps on all clients: 500 and 2,000 in production).
  API_LIMIT_OTP_GLOBAL_OPEN: '20000',
  API_LIMIT_OTP_GLOBAL_ACCOUNT: '20000',
  // Every browser lead of the e2e suite comes from one address too (leads per IP: 20 an hour by default).
  API_LIMIT_LEADS_PER_IP: '200',
  // contract/leads.test.ts fills one client's hourly lead cap in seconds: above the global per-minute cap (120).
  API_LIMIT_LEADS_GLOBAL_PER_MINUTE: '1000',
  // The suite sends well over 60 sign-up and verification OTPs a minute (security-limits alone ~90): the
  // per-minute global cap on open-purpose OTPs (60) would refuse the files that follow it.
  API_LIMIT_OTP_GLOBAL_OPEN_PER_MINUTE: '1000',
  // Every anonymous write of the suite (sign-ups, sign-ins, OTPs, leads) comes from the one loopback client (300 per 10 minutes in production).
  API_LIMIT_WRITES_PER_IP: '100000',
  // The fuzz runs send thousands of writes as one signed-in user: over the per-user caps they would test only the 429.
  API_LIMIT_WRITES_PER_USER: '100000',
  API_LIMIT_UPLOADS_PER_USER: '100000',
} as const;

/** The runner's environment without what a test runner sets for itself (vitest's NODE_ENV=test). */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  const { NODE_ENV: _runnerMode, VITEST: _vitest, ...rest } = process.env;
  return rest;
}

/** Whether the one web build (`pnpm --filter ./web run build`, which `pnpm test` runs first) is there. */
export const webIsBuilt = (): boolean => existsSync(join(repoRoot, 'web', '.next', 'BUILD_ID'));

/** Throws, saying how to make it, when the web build is missing. */
export function assertWebBuilt(): void {
  if (!webIsBuilt()) throw new Error('no web build: run `pnpm --filter ./web run build` first');
}

/** A `ServiceSpec.command` for `next start` of the web build on loopback. */
export const nextStartCommand = (port: number | string): string[] => [join(repoRoot, 'web', 'node_modules', '.bin', 'next'), 'start', '--hostname', '127.0.0.1', '--port', String(port)];

export function launch(spec: ServiceSpec, echoOutput: boolean): RunningService {
  const [command, ...args] = spec.command ?? [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const child = spawn(command as string, args, {
    cwd: join(repoRoot, spec.folder),
    env: { ...inheritedEnvironment(), ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const logFile = spec.logFile === undefined ? null : createWriteStream(spec.logFile, { flags: 'a' });
  const keep = (chunk: Buffer): void => {
    logFile?.write(chunk);
    const text = chunk.toString('utf8');
    if (echoOutput) process.stderr.write(text.replace(/^(?=.)/gm, `[${spec.name}] `));
    lines.push(...text.split('\n').filter((line) => line.length > 0));
    lines.splice(0, Math.max(0, lines.length - outputLinesKept));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('close', () => logFile?.end());
  return { name: spec.name, child, output: () => lines.join('\n'), exited };
}

function hasExited(service: RunningService): boolean {
  return service.child.exitCode !== null || service.child.signalCode !== null;
}

export async function waitForHealth(service: RunningService, healthUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(service)) {
      throw new Error(`${service.name} exited (${service.child.exitCode ?? service.child.signalCode}) before it was healthy:\n${service.output()}`);
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${service.name} was not healthy at ${healthUrl} within ${timeoutMs / 1000}s (${lastProblem}):\n${service.output()}`);
}

export function signalGroup(service: RunningService, signal: NodeJS.Signals): void {
  const pid = service.child.pid;
  if (pid === undefined || hasExited(service)) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM to the process group, SIGKILL after a grace period. */
export async function stopService(service: RunningService, graceMs = 5_000): Promise<void> {
  signalGroup(service, 'SIGTERM');
  const timedOut = Symbol('timeout');
  const outcome = await Promise.race([
    service.exited,
    new Promise<typeof timedOut>((resolve) => setTimeout(() => resolve(timedOut), graceMs).unref()),
  ]);
  if (outcome === timedOut) {
    signalGroup(service, 'SIGKILL');
    await service.exited;
  }
}

/** Starts api, (proxy,) gateway; waits until both answer their health routes. */
export async function startStack(options: StackOptions): Promise<StartedStack> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const echoOutput = options.echoOutput ?? false;
  const apiToken = `contract-${process.pid}-token`;
  const gatewayProxyKey = `contract-${process.pid}-gateway-proxy-key`;
  const apiProxyKey = `contract-${process.pid}-api-proxy-key`;
  const outboxToken = `contract-${process.pid}-outbox-token`;
  const paymentTestSecret = randomBytes(24).toString('base64url');
  const staffToken = `contract-${process.pid}-staff-token`;
  const cacheInvalidationSecret = randomBytes(24).toString('base64url');
  const [apiPort, gatewayPort, webPort, noticePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const noticeReceiverUrl = `http://127.0.0.1:${noticePort}/catalogue-notices`;
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  if (options.logDir !== undefined) mkdirSync(options.logDir, { recursive: true });
  const logFiles = options.logDir === undefined ? null : { api: join(options.logDir, 'api.log'), gateway: join(options.logDir, 'gateway.log') };
  const running: RunningService[] = [];
  let proxy: CountingProxy | null = null;

  // A crashed or interrupted runner must not leave detached servers behind.
  const killOnExit = (): void => running.forEach((service) => signalGroup(service, 'SIGKILL'));
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    await Promise.all(running.map((service) => stopService(service)));
    running.length = 0;
    await proxy?.close();
    process.removeListener('exit', killOnExit);
  };

  try {
    const api = launch(
      {
        name: 'api',
        folder: 'api',
        ...(logFiles ? { logFile: logFiles.api } : {}),
        healthUrl: `${apiOrigin}/api/v1/health`,
        env: {
          API_PORT: String(apiPort),
          API_DATA_DIR: 'memory://',
          // `pnpm test`'s second contract run: a fresh PostgreSQL database (scripts/postgres.ts) instead of PGlite.
          ...(process.env.CONTRACT_DATABASE_URL ? { DATABASE_URL: process.env.CONTRACT_DATABASE_URL } : {}),
          API_PUBLIC_TOKEN: apiToken,
          API_DEV_OUTBOX: '1',
          API_PROXY_KEY: apiProxyKey,
          ...CONTRACT_API_LIMITS,
          API_DEV_OUTBOX_TOKEN: outboxToken,
          API_PUBLIC_URL: apiOrigin,
          PAYMENT_PROVIDER: 'test',
          PAYMENT_TEST_SECRET: paymentTestSecret,
          PAYMENT_RETURN_ORIGINS: webOrigin,
          API_STAFF_TOKEN: staffToken,
          // Catalogue change notices go to the gateway first (no web runs in this stack), then to a test's receiver.
          CACHE_INVALIDATION_URLS: `http://127.0.0.1:${gatewayPort}/cache/invalidate,${noticeReceiverUrl}`,
          CACHE_INVALIDATION_SECRET: cacheInvalidationSecret,
          ...(options.seedScale === undefined ? {} : { API_SEED_SCALE: String(options.seedScale) }),
          ...options.apiEnv,
        },
      },
      echoOutput,
    );
    running.push(api);
    await waitForHealth(api, `${apiOrigin}/api/v1/health`, readyTimeoutMs);

    proxy = options.countingProxy ? await startCountingProxy(apiOrigin) : null;
    const upstreamOrigin = proxy?.url ?? apiOrigin;
    const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
    const gateway = launch(
      {
        name: 'gateway',
        folder: 'gateway',
        healthUrl: `${gatewayOrigin}/health`,
        ...(logFiles ? { logFile: logFiles.gateway } : {}),
        env: {
          GATEWAY_PORT: String(gatewayPort),
          API_BASE_URL: `${upstreamOrigin}/api/v1`,
          API_PUBLIC_TOKEN: apiToken,
          MEDIA_BASE_URL: apiOrigin,
          GATEWAY_PROXY_KEY: gatewayProxyKey,
          API_PROXY_KEY: apiProxyKey,
          GATEWAY_WEB_ORIGIN: webOrigin,
          // The contract tests send document texts (support/operations.ts), not the web's trusted-document ids.
          GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: '1',
          GATEWAY_RESPONSE_CACHE: options.responseCache ?? 'on',
          CACHE_INVALIDATION_SECRET: cacheInvalidationSecret,
          // Every contract test is the one loopback client (300 requests a minute per IP in production).
          GATEWAY_RATE_ANONYMOUS_PER_MINUTE: '100000',
          GATEWAY_RATE_USER_PER_MINUTE: '100000',
          ...options.gatewayEnv,
        },
      },
      echoOutput,
    );
    running.push(gateway);
    await waitForHealth(gateway, `${gatewayOrigin}/health`, readyTimeoutMs);

    return {
      urls: {
        apiOrigin,
        apiBaseUrl: `${apiOrigin}/api/v1`,
        apiToken,
        gatewayProxyKey,
        apiProxyKey,
        outboxToken,
        paymentTestSecret,
        webOrigin,
        gatewayUrl: `${gatewayOrigin}/graphql`,
        proxyUrl: proxy?.url ?? null,
        staffToken,
        cacheInvalidationSecret,
        noticeReceiverUrl,
        logFiles,
      },
      stop,
      output: (name) => [api, gateway].find((service) => service.name === name)?.output() ?? '',
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * One more gateway over the running stack's api (not through the counting proxy), with `env` on top: for
 * tests of a gateway setting, such as trusted documents only. Stop it when done.
 */
export async function startGateway(urls: StackUrls, env: Record<string, string>, readyTimeoutMs = 60_000): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const gateway = launch(
    {
      name: 'gateway',
      folder: 'gateway',
      healthUrl: `${origin}/health`,
      env: {
        GATEWAY_PORT: String(port),
        API_BASE_URL: urls.apiBaseUrl,
        API_PUBLIC_TOKEN: urls.apiToken,
        MEDIA_BASE_URL: urls.apiOrigin,
        GATEWAY_PROXY_KEY: urls.gatewayProxyKey,
        API_PROXY_KEY: urls.apiProxyKey,
        GATEWAY_WEB_ORIGIN: urls.webOrigin,
        // This run's secret, not the development default (which a production gateway refuses to start with).
        CACHE_INVALIDATION_SECRET: urls.cacheInvalidationSecret,
        // The tests are one loopback client: the per-IP request rate (300 a minute in production) stays out of their way.
        GATEWAY_RATE_ANONYMOUS_PER_MINUTE: '100000',
        GATEWAY_RATE_USER_PER_MINUTE: '100000',
        ...env,
      },
    },
    process.env.CONTRACT_ECHO === '1',
  );
  const stop = () => stopService(gateway);
  try {
    await waitForHealth(gateway, `${origin}/health`, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${origin}/graphql`, stop };
}
