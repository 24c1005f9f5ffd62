/**
 * Everything one bench run measures, on loopback: the node:http reference, the api (and one with `API_CACHE=off`),
 * two gateways on that api (response cache off and on), two more behind the counting proxy that only count
 * upstream calls, and, when asked, GraphQL Mesh and the web.
 */
import { startStack, webIsBuilt, type StackUrls, type StartedStack } from '../support/stack-processes.ts';
import { startGateway, startHelloServer, startMesh, startWeb, type Service } from './services.ts';
import { meshScript, type BenchSettings } from './settings.ts';

export type BenchStack = {
  /** The api (and the counting proxy in front of it) as `startStack` started it. */
  stack: StackUrls & { proxyUrl: string };
  helloUrl: string;
  /** The REST root of the api with `API_CACHE=off`, when that row is on. */
  apiCacheOffBaseUrl: string | null;
  /** Gateways straight on the api, measured. */
  gateways: { off: string; on: string };
  /** Gateways behind the counting proxy, never measured: they count upstream calls per operation. */
  countingGateways: { off: string; on: string };
  /** GraphQL Mesh on the api, and its twin behind the counting proxy. */
  mesh: { url: string; countingUrl: string } | null;
  webUrl: string | null;
  /** Why a peer asked for is not there. */
  notes: string[];
  stop: () => Promise<void>;
};

const cacheEnv = (value: 'on' | 'off'): Record<string, string> => ({
  GATEWAY_RESPONSE_CACHE: value,
  // The bench sends its operations' text, as GraphiQL and the contract tests do.
  GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: '1',
  // autocannon is one loopback client (and one signed-in user): the request rates stay on, far above the load.
  GATEWAY_RATE_ANONYMOUS_PER_MINUTE: '100000000',
  GATEWAY_RATE_USER_PER_MINUTE: '100000000',
});

/** Starts all of `starts`; when one fails, stops the ones that started and throws the first failure. */
async function startAll<T extends Record<string, Promise<Service>>>(starts: T, stops: (() => Promise<void>)[]): Promise<{ [K in keyof T]: Service }> {
  const names = Object.keys(starts);
  const settled = await Promise.allSettled(Object.values(starts));
  settled.forEach((outcome) => outcome.status === 'fulfilled' && stops.push(outcome.value.stop));
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return Object.fromEntries(names.map((name, index) => [name, (settled[index] as PromiseFulfilledResult<Service>).value])) as { [K in keyof T]: Service };
}

export async function startBenchStack(settings: BenchSettings): Promise<BenchStack> {
  const stops: (() => Promise<void>)[] = [];
  const notes: string[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(stops.splice(0).map((stopOne) => stopOne()));
  };
  const stackOptions = { seedScale: settings.seedScale, readyTimeoutMs: 300_000 };
  try {
    const started: StartedStack = await startStack({ ...stackOptions, countingProxy: true, gatewayEnv: cacheEnv('off') });
    stops.push(started.stop);
    const stack = started.urls as StackUrls & { proxyUrl: string };
    const cacheOffApi = settings.apiCacheOffRow
      ? startStack({ ...stackOptions, countingProxy: false, apiEnv: { API_CACHE: 'off' } }).then((other) => ({ url: other.urls.apiBaseUrl, stop: other.stop }))
      : null;
    const services = await startAll(
      {
        hello: startHelloServer(),
        off: startGateway(stack, 'gateway (cache off)', stack.apiOrigin, cacheEnv('off')),
        on: startGateway(stack, 'gateway (cache on)', stack.apiOrigin, cacheEnv('on')),
        countingOn: startGateway(stack, 'counting gateway (cache on)', stack.proxyUrl, cacheEnv('on')),
        ...(cacheOffApi ? { cacheOffApi } : {}),
      },
      stops,
    );
    let mesh: BenchStack['mesh'] = null;
    if (settings.peers) {
      const script = meshScript(settings);
      if ('missing' in script) notes.push(`GraphQL Mesh skipped: ${script.missing}`);
      else {
        // One after the other: the first start of the tool installs its dependencies, which two must not do at once.
        const measured = (await startAll({ mesh: startMesh(script.path, stack.apiOrigin, stack.apiOrigin) }, stops)).mesh;
        const counting = (await startAll({ mesh: startMesh(script.path, stack.apiOrigin, stack.proxyUrl) }, stops)).mesh;
        mesh = { url: measured.url, countingUrl: counting.url };
      }
    }
    let webUrl: string | null = null;
    if (settings.web) {
      if (!webIsBuilt()) notes.push('web skipped: no build in web/.next (run `pnpm --filter ./web run build` first)');
      else webUrl = (await startAll({ web: startWeb(stack, services.on.url, settings.webPort) }, stops)).web.url;
    }
    return {
      stack,
      helloUrl: services.hello.url,
      apiCacheOffBaseUrl: 'cacheOffApi' in services ? (services.cacheOffApi as Service).url : null,
      gateways: { off: services.off.url, on: services.on.url },
      countingGateways: { off: stack.gatewayUrl, on: services.countingOn.url },
      mesh,
      webUrl,
      notes,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
