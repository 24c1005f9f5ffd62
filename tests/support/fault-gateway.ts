/**
 * A gateway of its own whose api is the fault proxy (contract/upstream-faults.test.ts), and the probes its tests
 * measure with: the menu, `/health`, the time until the menu answers again, sign-ups and their SMS count.
 */
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { graphql } from './graphql.ts';
import { restGet, type Envelope } from './rest.ts';
import { startGateway, type StackUrls } from './stack-processes.ts';

export type FaultGateway = {
  proxy: FaultProxy;
  url: string;
  menu: () => ReturnType<typeof graphql<{ menu: { slug: string }[] }>>;
  healthy: () => Promise<boolean>;
  /** Runs the menu until it answers without errors: the ms from the first try (throws after 5 s). */
  msUntilRecovered: () => Promise<number>;
  signUp: (mobile: string, headers?: Record<string, string>) => ReturnType<typeof graphql<{ signUp: { userId: string | null } }>>;
  smsCount: (mobile: string) => Promise<number>;
  stop: () => Promise<void>;
};

/** 198.18.0.0/15 (benchmarking), one address per number. */
const clientIpOf = (mobile: string): string => `198.18.${Number(mobile.slice(-4, -2))}.${Number(mobile.slice(-2)) + 1}`;

export async function timed<T>(action: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = performance.now();
  const value = await action();
  return { value, ms: performance.now() - startedAt };
}

/**
 * The proxy in front of the stack's api, a gateway behind it with its response cache and upstream HTTP cache off:
 * a revalidation answered 304 (no body) would otherwise hide the body faults (malformed, truncated, trickle).
 */
export async function startFaultGateway(stack: StackUrls): Promise<FaultGateway> {
  const proxy = await startFaultProxy(stack.apiOrigin);
  const gateway = await startGateway(stack, { API_BASE_URL: `${proxy.url}/api/v1`, GATEWAY_RESPONSE_CACHE: 'off', GATEWAY_UPSTREAM_CACHE_ENTRIES: '0' });
  const device = { deviceID: `contract-faults-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };
  const menu = () => graphql<{ menu: { slug: string }[] }>(gateway.url, '{ menu { slug } }');
  return {
    proxy,
    url: gateway.url,
    menu,
    healthy: async () => (await fetch(gateway.url.replace(/\/graphql$/, '/health'), { signal: AbortSignal.timeout(1_000) })).ok,
    async msUntilRecovered() {
      const startedAt = performance.now();
      while (performance.now() - startedAt < 5_000) {
        const answer = await menu();
        if (answer.errors === undefined && (answer.data?.menu.length ?? 0) > 0) return performance.now() - startedAt;
      }
      throw new Error('the gateway did not recover within 5 s');
    },
    signUp: (mobile, headers = {}) =>
      graphql<{ signUp: { userId: string | null } }>(
        gateway.url,
        'mutation($input: SignUpInput!) { signUp(input: $input) { userId userErrors { message } } }',
        { input: { email: `faults-${process.pid}-${mobile}@example.com`, mobile, countryCode: '+91', password: 'Yatra#1faults', device } },
        // A client address of its own (trusted with the proxy key): the suite's loopback OTP quota is not its to spend.
        { 'x-client-ip': clientIpOf(mobile), 'x-proxy-key': stack.gatewayProxyKey, ...headers },
      ),
    smsCount: async (mobile) =>
      (await restGet<Envelope<unknown[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, stack.outboxToken)).body.data.length,
    stop: async () => {
      await gateway.stop();
      await proxy.close();
    },
  };
}
