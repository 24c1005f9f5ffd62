/**
 * Issue 15's multi-instance stack: two apis on one PostgreSQL database, two gateways and two webs (`next start`
 * of the one build in web/.next), all six on one Redis. Instance A is web A → gateway A → api A, instance B the
 * same with B. Each api posts its change notices to its own gateway and web only, as a notice through a load
 * balancer reaches one instance: that the other instance learns of it is what Redis must do.
 */
import { randomBytes } from 'node:crypto';
import { freePort } from './free-port.ts';
import { assertWebBuilt, launch, nextStartCommand, signalGroup, stopService, waitForHealth, type RunningService } from './stack-processes.ts';
import { multiInstanceEnvironments, type MultiInstanceKeys } from './multi-instance-env.ts';

export type InstanceUrls = { apiBaseUrl: string; gatewayUrl: string; gatewayOrigin: string; webOrigin: string };

/** Plain strings, so Playwright's global setup can hand them to the spec through the environment. */
export type MultiInstanceUrls = MultiInstanceKeys & { a: InstanceUrls; b: InstanceUrls };

export type MultiInstanceOptions = {
  databaseUrl: string;
  redisUrl: string;
  /** Per-IP caps small enough to reach in a few requests (the limits proven to hold across instances). */
  limits: { otpRecipientsPerIp: number; gatewayAnonymousPerMinute: number };
  echoOutput?: boolean;
  readyTimeoutMs?: number;
};

async function instancePorts(): Promise<{ api: number; gateway: number; web: number }> {
  return { api: await freePort(), gateway: await freePort(), web: await freePort() };
}

const urlsOf = (ports: { api: number; gateway: number; web: number }): InstanceUrls => ({
  apiBaseUrl: `http://127.0.0.1:${ports.api}/api/v1`,
  gatewayOrigin: `http://127.0.0.1:${ports.gateway}`,
  gatewayUrl: `http://127.0.0.1:${ports.gateway}/graphql`,
  webOrigin: `http://127.0.0.1:${ports.web}`,
});

/** Starts both apis (together: migrations run once under their lock), then both gateways, then both webs. */
export async function startMultiInstanceStack(options: MultiInstanceOptions): Promise<{ urls: MultiInstanceUrls; stop: () => Promise<void> }> {
  assertWebBuilt();
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const echo = options.echoOutput ?? false;
  const secret = (label: string) => `multi-${label}-${randomBytes(18).toString('base64url')}`;
  const keys: MultiInstanceKeys = {
    apiToken: secret('token'),
    apiProxyKey: secret('api-proxy'),
    gatewayProxyKey: secret('gateway-proxy'),
    outboxToken: secret('outbox'),
    staffToken: secret('staff'),
    cacheInvalidationSecret: secret('notices'),
    nextAuthSecret: secret('nextauth'),
    runId: randomBytes(6).toString('hex'),
  };
  const urls: MultiInstanceUrls = { ...keys, a: urlsOf(await instancePorts()), b: urlsOf(await instancePorts()) };
  const running: RunningService[] = [];
  const killOnExit = (): void => running.forEach((service) => signalGroup(service, 'SIGKILL'));
  process.once('exit', killOnExit);
  const stop = async (): Promise<void> => {
    await Promise.all(running.map((service) => stopService(service)));
    running.length = 0;
    process.removeListener('exit', killOnExit);
  };

  const startTier = async (tier: 'api' | 'gateway' | 'web', healthPath: string): Promise<void> => {
    const started = (['a', 'b'] as const).map((name) => {
      const instance = urls[name];
      const env = multiInstanceEnvironments(urls, name, options)[tier];
      const origin = tier === 'api' ? instance.apiBaseUrl.replace(/\/api\/v1$/, '') : tier === 'gateway' ? instance.gatewayOrigin : instance.webOrigin;
      const service = launch(
        {
          name: `${tier}-${name}`,
          folder: tier,
          env,
          healthUrl: `${origin}${healthPath}`,
          ...(tier === 'web' ? { command: nextStartCommand(new URL(origin).port) } : {}),
        },
        echo,
      );
      running.push(service);
      return waitForHealth(service, `${origin}${healthPath}`, readyTimeoutMs);
    });
    await Promise.all(started);
  };

  try {
    await startTier('api', '/api/v1/health');
    await startTier('gateway', '/health');
    await startTier('web', '/api/health');
    return { urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
