import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { createEnvironment, primeResponseCache } from './environment';

const params: RequestParameters = {
  id: 'abc123',
  text: null,
  name: 'TestQuery',
  operationKind: 'query',
  metadata: {},
};
const primed: GraphQLResponse = { data: { menu: [{ id: 'Q2F0ZWdvcnk6MQ==' }] } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Relay network layer', () => {
  it('answers a primed query synchronously without any request', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const environment = createEnvironment();
    primeResponseCache(environment, 'abc123', {}, primed);

    let received: unknown;
    environment
      .getNetwork()
      .execute(params, {}, {})
      .subscribe({ next: (value) => (received = value) });

    expect(received).toMatchObject(primed);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches when the variables differ from the primed ones', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ data: { menu: [] } }));
    vi.stubGlobal('fetch', fetchSpy);
    const environment = createEnvironment();
    primeResponseCache(environment, 'abc123', {}, primed);

    const response = await environment.getNetwork().execute(params, { slug: 'nepal' }, {}).toPromise();

    expect(response).toEqual({ data: { menu: [] } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps primed responses apart between environments', () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ data: { menu: [] } })));
    const primedEnvironment = createEnvironment();
    const otherEnvironment = createEnvironment();
    primeResponseCache(primedEnvironment, 'abc123', {}, primed);

    let received: unknown;
    otherEnvironment
      .getNetwork()
      .execute(params, {}, {})
      .subscribe({ next: (value) => (received = value) });

    expect(received).toBeUndefined();
  });
});
