/** The REST api directly: authorization, the OpenAPI document, envelopes and the media host. */
import { describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { restGet, type Envelope, type PagedEnvelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const unauthorized = { status: 401, message: 'Unauthorized: a valid Authorization token is required' };

async function someCategoryPackage(): Promise<PackageCard> {
  const answer = await restGet<PagedEnvelope<PackageCard>>(stack.apiBaseUrl, '/packages?category=kailash-mansarovar&page=1&limit=1', stack.apiToken);
  const card = answer.body.data[0];
  if (card === undefined) throw new Error('kailash-mansarovar lists no package');
  return card;
}

const isWebp = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';

describe('api authorization', () => {
  it('answers 401 JSON without an Authorization header', async () => {
    const answer = await restGet<unknown>(stack.apiBaseUrl, '/categorymenu', null);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual(unauthorized);
  });

  it('answers 401 JSON for a wrong token, bare or as Bearer', async () => {
    for (const authorization of ['wrong-token', 'Bearer wrong-token', `Basic ${stack.apiToken}`]) {
      const answer = await restGet<unknown>(stack.apiBaseUrl, '/categorymenu', authorization);
      expect(answer.status, authorization).toBe(401);
      expect(answer.body, authorization).toEqual(unauthorized);
    }
  });

  it('accepts the public token bare and as Bearer, inside the status envelope', async () => {
    for (const authorization of [stack.apiToken, `Bearer ${stack.apiToken}`]) {
      const answer = await restGet<Envelope<unknown[]>>(stack.apiBaseUrl, '/categorymenu', authorization);
      expect(answer.status, authorization).toBe(200);
      expect(answer.body).toMatchObject({ status: 200, message: 'OK' });
      expect(answer.body.data.length).toBeGreaterThan(0);
    }
  });

  it('keeps health and the OpenAPI document open', async () => {
    expect((await fetch(`${stack.apiBaseUrl}/health`)).status).toBe(200);
    expect((await fetch(`${stack.apiBaseUrl}/openapi.json`)).status).toBe(200);
  });
});

describe('api envelopes', () => {
  it('pages a category list with total, page, limit and x-total-count', async () => {
    const answer = await restGet<PagedEnvelope<PackageCard>>(stack.apiBaseUrl, '/packages?category=char-dham&page=1&limit=2', stack.apiToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'OK', page: 1, limit: 2 });
    expect(answer.body.data.length).toBeLessThanOrEqual(2);
    expect(answer.headers.get('x-total-count')).toBe(String(answer.body.total));
    for (const card of answer.body.data) expect(card._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('answers 404 with a message for an unknown package slug', async () => {
    const answer = await restGet<{ status: number; message: string }>(stack.apiBaseUrl, '/package-data/no-such-package-anywhere', stack.apiToken);
    expect(answer.status).toBe(404);
    expect(answer.body.status).toBe(404);
    expect(answer.body.message.length).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for an out-of-range limit', async () => {
    const answer = await restGet<{ status: number; message: string }>(stack.apiBaseUrl, '/packages?category=char-dham&page=1&limit=0', stack.apiToken);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(400);
    expect(answer.body.message).toMatch(/limit/i);
  });

  it('answers 400 for a search under 3 characters', async () => {
    const answer = await restGet<{ status: number }>(stack.apiBaseUrl, '/search/ka', stack.apiToken);
    expect(answer.status).toBe(400);
  });
});

describe('api OpenAPI document', () => {
  it('is valid JSON with an openapi version and the catalogue routes', async () => {
    const response = await fetch(`${stack.apiBaseUrl}/openapi.json`);
    const document = (await response.json()) as { openapi?: unknown; paths?: Record<string, unknown> };
    expect(document.openapi).toEqual(expect.stringMatching(/^3\.\d+\.\d+$/));
    const paths = Object.keys(document.paths ?? {}).map((path) => path.replace(/^\/api\/v1(?=\/)/, ''));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/categorymenu',
        '/get-category-stat-by-slug/{slug}',
        '/get-trending-data',
        '/package-data/{slug}',
        '/packages',
        '/categorylist',
        '/package/picker-list',
        '/search/{query}',
        '/content',
      ]),
    );
  });
});

describe('api media', () => {
  it('serves a package image as WebP at the card size, cacheable for a year', async () => {
    const card = await someCategoryPackage();
    const response = await fetch(`${stack.apiOrigin}${card.image}?w=370&h=250&fm=webp&q=80`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(isWebp(new Uint8Array(await response.arrayBuffer()))).toBe(true);
  });

  it('serves JPEG when asked with fm=jpeg', async () => {
    const card = await someCategoryPackage();
    const response = await fetch(`${stack.apiOrigin}${card.image}?w=260&h=190&fm=jpeg&q=80`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('refuses a width outside 16..2000 with 400', async () => {
    const card = await someCategoryPackage();
    const response = await fetch(`${stack.apiOrigin}${card.image}?w=5&h=250&fm=webp&q=80`);
    expect(response.status).toBe(400);
  });
});
