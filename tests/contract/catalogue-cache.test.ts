/**
 * The api's caching contract (api/CONTRACT.md "Caching and catalogue changes"): strong ETags and 304s on public
 * GETs, and a price change through the staff route showing at once in the package and in every cached list
 * that holds it, then announced to the CACHE_INVALIDATION_URLS with the secret.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard, PickerItem } from '../support/catalogue-rest-types.ts';
import { isOrdinary } from '../support/catalogue-scan.ts';
import { restData } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();

type Notice = { authorization: string | undefined; tags: string[] };
const notices: Notice[] = [];
let receiver: Server | undefined;

type Prices = { inrPrice: number; inrPriceSpecial: number };
let card: PackageCard;
let original: Prices;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.apiBaseUrl}${path}`, { headers: { authorization: `Bearer ${stack.apiToken}`, ...headers }, signal: AbortSignal.timeout(15_000) });

const putPrices = (id: string, prices: unknown, authorization: string | null) =>
  fetch(`${stack.apiBaseUrl}/catalogue/packages/${id}/prices`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(authorization === null ? {} : { authorization }) },
    body: JSON.stringify(prices),
    signal: AbortSignal.timeout(15_000),
  });

beforeAll(async () => {
  // The api posts its change notices here (support/stack-processes.ts): listen before anything changes.
  const url = new URL(stack.noticeReceiverUrl);
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === url.pathname) notices.push({ authorization: request.headers.authorization, tags: (JSON.parse(text) as { tags: string[] }).tags });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(Number(url.port), url.hostname, resolve));
  // The last ordinary trending package: the other files pick first packages, and its price is restored after.
  const [trending] = await restData<{ packages: PackageCard[] }[]>(stack.apiBaseUrl, '/get-trending-data?id[]=trending-packages', stack.apiToken);
  const candidate = trending?.packages.filter(isOrdinary).at(-1);
  if (!candidate) throw new Error('no ordinary trending package');
  card = candidate;
  original = { inrPrice: card.prices.inrPrice, inrPriceSpecial: card.prices.inrPriceSpecial };
});

afterAll(async () => {
  if (card) await putPrices(card._id, original, `Bearer ${stack.staffToken}`);
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('HTTP caching of public GETs', () => {
  it('answers a strong ETag with public revalidation, and 304 without a body for the current tag', async () => {
    const first = await get(`/package-data/${card.slug}`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get(`/package-data/${card.slug}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get(`/package-data/${card.slug}`, { 'if-none-match': '"not-the-tag"' })).status).toBe(200);
  });
});

describe('PUT /catalogue/packages/{_id}/prices', () => {
  it('needs the staff token: 401 without a token or with an unknown one, 403 for the public token', async () => {
    const prices = { inrPrice: original.inrPrice, inrPriceSpecial: original.inrPriceSpecial };
    expect((await putPrices(card._id, prices, null)).status).toBe(401);
    expect((await putPrices(card._id, prices, 'Bearer not-a-token-of-this-run')).status).toBe(401);
    const refused = await putPrices(card._id, prices, `Bearer ${stack.apiToken}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 403, message: 'Forbidden: this route needs the staff token' });
    const invalid = await putPrices(card._id, { inrPrice: 0, inrPriceSpecial: 1 }, `Bearer ${stack.staffToken}`);
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toContain("'inrPrice'");
  });

  it('shows a new price at once in the package and every cached list holding it, with new ETags, then posts the notice', async () => {
    const word = card.title.split(/\s+/).find((part) => part.length >= 4) ?? card.slug.slice(0, 8);
    const lists = {
      detail: `/package-data/${card.slug}`,
      batch: `/package-data?slug[]=${card.slug}`,
      category: `/packages?category=${card.category[0]?.slug}&limit=100`,
      trending: '/get-trending-data?id[]=trending-packages',
      search: `/search/${encodeURIComponent(word)}`,
    };
    const etags = new Map<string, string>();
    for (const [name, path] of Object.entries(lists)) {
      await get(path);
      const warm = await get(path);
      const text = await warm.text();
      expect(text, `${name} holds the package`).toContain(card._id);
      const etag = warm.headers.get('etag') ?? '';
      expect((await get(path, { 'if-none-match': etag })).status, name).toBe(304);
      etags.set(name, etag);
    }
    const picker = await restData<PickerItem[]>(stack.apiBaseUrl, '/package/picker-list', stack.apiToken);
    expect(picker.map((item) => item.ID)).toContain(card._id);

    const prices = { inrPrice: original.inrPrice + 1_234, inrPriceSpecial: original.inrPriceSpecial + 567 };
    const changed = await putPrices(card._id, prices, `Bearer ${stack.staffToken}`);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: PackageCard }).data).toMatchObject({ _id: card._id, prices });

    for (const [name, path] of Object.entries(lists)) {
      const before = etags.get(name) ?? '';
      const after = await get(path, { 'if-none-match': before });
      expect(after.status, `${name} no longer matches the old tag`).toBe(200);
      const text = await after.text();
      expect(text, name).toContain(name === 'search' ? `"inrpricespecial":${prices.inrPriceSpecial}` : `"inrPriceSpecial":${prices.inrPriceSpecial}`);
      const etag = after.headers.get('etag') ?? '';
      expect(etag, name).not.toBe(before);
      expect((await get(path, { 'if-none-match': etag })).status, name).toBe(304);
    }

    await expect.poll(() => notices.find((notice) => notice.tags.includes(`package:${card._id}`) && notice.tags.includes('catalogue')), { timeout: 5_000 }).toBeDefined();
    const notice = notices.find((candidate) => candidate.tags.includes(`package:${card._id}`));
    expect(notice?.authorization).toBe(`Bearer ${stack.cacheInvalidationSecret}`);
  });
});
