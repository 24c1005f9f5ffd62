/**
 * `next start` processes of the one web build (`pnpm --filter ./web run build`, which `pnpm test` runs first)
 * against the contract stack's gateway, each on a free loopback port.
 */
import { randomBytes } from 'node:crypto';
import { freePort } from './free-port.ts';
import { assertWebBuilt, launch, nextStartCommand, stopService, waitForHealth, type StackUrls } from './stack-processes.ts';

export type WebInstance = { origin: string; output: () => string; stop: () => Promise<void> };

/** Starts one web; `env` is added to what every web of the stack needs (e.g. `REDIS_URL`). */
export async function startWeb(name: string, stack: StackUrls, env: Record<string, string>): Promise<WebInstance> {
  assertWebBuilt();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = launch(
    {
      name,
      folder: 'web',
      command: nextStartCommand(port),
      healthUrl: `${origin}/api/health`,
      env: {
        GATEWAY_URL: stack.gatewayUrl,
        GATEWAY_PROXY_KEY: stack.gatewayProxyKey,
        NEXTAUTH_URL: origin,
        // Its own, long enough for `next start` (web/src/auth/sessionSecret.ts).
        NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
        CACHE_INVALIDATION_SECRET: stack.cacheInvalidationSecret,
        ...env,
      },
    },
    process.env.CONTRACT_ECHO === '1',
  );
  try {
    await waitForHealth(service, `${origin}/api/health`, 60_000);
  } catch (error) {
    await stopService(service);
    throw error;
  }
  return { origin, output: service.output, stop: () => stopService(service) };
}
