/**
 * The freshness window the api grants shared caches (`API_SHARED_MAX_AGE_SECONDS`, `s-maxage`) as the gateway's
 * upstream HTTP cache uses it, over a stack of its own: the suite's stack turns the window off so that its upstream
 * call counts see every use. The gateway's response cache is off here, so every operation reaches the upstream cache.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlData } from '../support/graphql.ts';
import { notifyGateway } from '../support/response-cache.ts';
import { startStack, type StartedStack } from '../support/stack-processes.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const SLUG = 'char-dham-yatra-from-haridwar';
const PAGE = 'query FreshPage($slug: String!) { package(slug: $slug) { title } }';
/** Long enough to see answers without a call on a busy machine, short enough to see the window end in a test. */
const WINDOW_SECONDS = 3;

let stack: StartedStack;
beforeAll(async () => {
  stack = await startStack({
    countingProxy: true,
    responseCache: 'off',
    apiEnv: { API_SHARED_MAX_AGE_SECONDS: String(WINDOW_SECONDS) },
  });
});
afterAll(() => stack?.stop());

/** The package page's REST calls made by `times` operations in a row. */
async function packageCalls(times = 1): Promise<number> {
  const { calls } = await countUpstreamCalls(stack.urls.proxyUrl as string, async () => {
    for (let turn = 0; turn < times; turn += 1) await graphqlData(stack.urls.gatewayUrl, PAGE, { slug: SLUG });
  });
  return callsTo(calls, `/package-data/${SLUG}`).length;
}

describe("the api's freshness window in the gateway's upstream cache", () => {
  it('answers a public GET from the gateway without a call while the window lasts, then asks the api again', async () => {
    const answer = await fetch(`${stack.urls.apiBaseUrl}/package-data/${SLUG}`, { headers: { authorization: `Bearer ${stack.urls.apiToken}` } });
    expect(answer.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${WINDOW_SECONDS}`);
    expect(await packageCalls()).toBe(1);
    expect(await packageCalls(5), 'five operations inside the window: no call').toBe(0);
    // Once the window has passed, the next use revalidates (a 304 renews it): polled, at most a few seconds.
    await vi.waitFor(async () => expect(await packageCalls()).toBe(1), { timeout: 10_000, interval: 250 });
  });

  it('asks the api at once after a change notice, inside the window', async () => {
    expect((await notifyGateway(stack.urls, { tags: ['catalogue'] })).status).toBe(204);
    expect(await packageCalls(), 'an empty upstream cache').toBe(1);
    expect(await packageCalls(), 'inside the window').toBe(0);
    expect((await notifyGateway(stack.urls, { tags: ['catalogue'] })).status).toBe(204);
    expect(await packageCalls(), 'the notice emptied the upstream cache').toBe(1);
  });
});
