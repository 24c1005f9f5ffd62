/**
 * The benchmark's own child processes beside the api and gateway of `startStack`: the bare node:http reference,
 * more gateways on the same api, GraphQL Mesh (the shared tool) and `next start`. Each runs in its own process
 * group and is stopped with it.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '../support/free-port.ts';
import { launch, nextStartCommand, signalGroup, stopService, waitForHealth, type RunningService, type StackUrls } from '../support/stack-processes.ts';

export type Service = { url: string; stop: () => Promise<void> };

/** Shared by the api, gateways and web of one bench run: the change-notice bearer (unused, but set). */
export const invalidationSecret = randomBytes(24).toString('base64url');

const echo = process.env.BENCH_ECHO === '1';

async function started(service: RunningService, healthUrl: string, url: string, timeoutMs: number): Promise<Service> {
  // A crashed or interrupted bench must not leave detached servers behind.
  const killOnExit = (): void => signalGroup(service, 'SIGKILL');
  process.once('exit', killOnExit);
  const stop = async (): Promise<void> => {
    await stopService(service);
    process.removeListener('exit', killOnExit);
  };
  try {
    await waitForHealth(service, healthUrl, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * The reference: `bench/hello-server.mjs` under plain `node`; with `answer`, the same server sending that file's
 * bytes to every request (`same-answer.ts`).
 */
export async function startHelloServer(answer?: { file: string; contentType: string }): Promise<Service> {
  const port = await freePort();
  const env = { PORT: String(port), ...(answer ? { ANSWER_FILE: answer.file, ANSWER_CONTENT_TYPE: answer.contentType } : {}) };
  const name = answer ? 'node:http (same answer)' : 'node:http';
  const service = launch({ name, folder: 'tests', healthUrl: '', env, command: [process.execPath, join('bench', 'hello-server.mjs')] }, echo);
  const url = `http://127.0.0.1:${port}/`;
  return started(service, url, url, 30_000);
}

/** One more gateway on the stack's api (or the counting proxy in front of it), as `startStack` starts its own. */
export async function startGateway(stack: StackUrls, name: string, upstreamOrigin: string, env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = launch(
    {
      name,
      folder: 'gateway',
      healthUrl: `${origin}/health`,
      env: {
        GATEWAY_PORT: String(port),
        API_BASE_URL: `${upstreamOrigin}/api/v1`,
        API_PUBLIC_TOKEN: stack.apiToken,
        MEDIA_BASE_URL: stack.apiOrigin,
        GATEWAY_PROXY_KEY: stack.gatewayProxyKey,
        API_PROXY_KEY: stack.apiProxyKey,
        GATEWAY_WEB_ORIGIN: stack.webOrigin,
        CACHE_INVALIDATION_SECRET: invalidationSecret,
        ...env,
      },
    },
    echo,
  );
  return started(service, `${origin}/health`, `${origin}/graphql`, 120_000);
}

/**
 * GraphQL Mesh composed from the api's OpenAPI document by the shared `mesh-gateway.sh` (its first run installs
 * it), calling the REST api at `endpointOrigin` (the api, or the counting proxy in front of it).
 */
export async function startMesh(script: string, apiOrigin: string, endpointOrigin: string): Promise<Service> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = launch(
    {
      name: 'mesh',
      folder: 'tests',
      healthUrl: `${origin}/readiness`,
      env: { MESH_ENDPOINT: endpointOrigin, HOST: '127.0.0.1' },
      command: ['bash', script, `${apiOrigin}/api/v1/openapi.json`, String(port)],
    },
    echo,
  );
  return started(service, `${origin}/readiness`, `${origin}/graphql`, 300_000);
}

/** `next start` of the built web on `port`, reading from `gatewayUrl`. */
export async function startWeb(stack: StackUrls, gatewayUrl: string, port: number): Promise<Service> {
  const origin = `http://127.0.0.1:${port}`;
  const service = launch(
    {
      name: 'web',
      folder: 'web',
      healthUrl: `${origin}/`,
      env: {
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        GATEWAY_URL: gatewayUrl,
        GATEWAY_PROXY_KEY: stack.gatewayProxyKey,
        NEXTAUTH_URL: origin,
        NEXTAUTH_SECRET: randomBytes(24).toString('base64url'),
        CACHE_INVALIDATION_SECRET: invalidationSecret,
      },
      command: nextStartCommand(port),
    },
    echo,
  );
  return started(service, `${origin}/`, origin, 120_000);
}
