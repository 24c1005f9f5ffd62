import { encode } from 'next-auth/jwt';
import type { ConcreteRequest } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

const secret = 'unit-test-secret';
vi.stubEnv('NEXTAUTH_SECRET', secret);
const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const sessionJwt = await encode({ token: { sub: 'u-1', apiToken: 'user-api-token', apiTokenExpiresAt: inAWeek }, secret });

// A signed-in user's page request: a valid session cookie (with an api token) and the browser's address.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: `next-auth.session-token=${sessionJwt}`, 'x-forwarded-for': '203.0.113.9' }),
}));
// Outside Next there is no page cache to tag: record the tags instead.
const taggedPages: string[][] = [];
vi.mock('@/cache/pageCache', async (original) => ({
  ...(await original<typeof import('@/cache/pageCache')>()),
  tagCachedPage: async (tags: string[]) => {
    taggedPages.push(tags);
  },
}));

const { loadSerializableQuery } = await import('./loadSerializableQuery');
const { headers } = await import('next/headers');
const { getApiToken } = await import('@/auth/session');

const pageQuery = {
  kind: 'Request',
  params: { cacheID: 'c1', id: 'c1', name: 'HomePageQuery', operationKind: 'query', text: 'query HomePageQuery { menu { id } }', metadata: {} },
} as unknown as ConcreteRequest;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadSerializableQuery', () => {
  it("asks for a page's data as a visitor even when the user is signed in, with the client's address", async () => {
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ data: { menu: [] } }));
    vi.stubGlobal('fetch', fetchSpy);
    // The request really carries a signed-in session with an api token…
    await expect(getApiToken({ url: 'http://localhost/', headers: await headers() })).resolves.toBe('user-api-token');

    const loaded = await loadSerializableQuery(pageQuery, {});

    expect(loaded).toEqual({ params: { cacheKey: 'c1', name: 'HomePageQuery' }, variables: {}, response: { data: { menu: [] } } });
    // …and the page query still goes without it.
    const sent = new Headers(fetchSpy.mock.calls[0]?.[1].headers);
    expect(sent.has('authorization')).toBe(false);
    expect(sent.get('x-client-ip')).toBe('203.0.113.9');
    expect(sent.get('x-proxy-key')).toBeTruthy();
  });

  it('tags the page being rendered `catalogue`, so a catalogue change notice drops it from the page cache', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ data: { menu: [] } })));
    taggedPages.length = 0;
    await loadSerializableQuery(pageQuery, { slug: 'other' });
    expect(taggedPages).toEqual([['catalogue']]);
  });

  it('throws, rather than answering "not found", when the page\'s root field failed upstream', async () => {
    const answer = { data: { menu: null }, errors: [{ message: 'The api did not answer', path: ['menu'] }] };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(answer)));
    await expect(loadSerializableQuery(pageQuery, { slug: 'failing' })).rejects.toThrow('HomePageQuery: menu failed upstream');
  });
});
