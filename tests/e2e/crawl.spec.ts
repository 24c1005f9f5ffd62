import { expect, test, type APIRequestContext } from '@playwright/test';
import { anchorHrefs, pageBasicsProblems } from '../support/seo.ts';

/** Bounds: the crawl stays within ~60 s whatever the catalogue's size. */
const MAX_PAGES = 400;
/** At most this many pages per path pattern (`/*\/*` packages, `/package/*` categories, `/blogs/*\/*` posts …). */
const MAX_PER_PATTERN = 30;
const PARALLEL = 4;
/** Listing prefixes whose pages differ by slug only; one- and other two-segment paths are packages or pages. */
const LISTING_PREFIXES = new Set(['package', 'blogs', 'news', 'collections', 'webstories', 'videos', 'registration']);

/** `/kailash-mansarovar/kmy-via-lhasa` → `/*\/*`; `/blogs/yatra-guides/x` → `/blogs/*\/*`; `/about-us` stays itself. */
function pathPattern(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return path;
  const [first, ...rest] = segments;
  const head = LISTING_PREFIXES.has(first ?? '') ? `/${first}` : '/*';
  return head + rest.map(() => '/*').join('');
}

interface Broken {
  path: string;
  status: number;
  linkedFrom: string[];
}

/** Internal links of one page, as paths without hash or query; none into the api or auth routes. */
function internalPaths(html: string, pageUrl: string, origin: string): string[] {
  return anchorHrefs(html).flatMap((href) => {
    if (!URL.canParse(href, pageUrl)) return [];
    const url = new URL(href, pageUrl);
    if (url.origin !== origin || url.pathname.startsWith('/api/')) return [];
    return [url.pathname];
  });
}

async function crawl(request: APIRequestContext, origin: string) {
  const referrers = new Map<string, Set<string>>([['/', new Set(['(start)'])]]);
  const perPattern = new Map<string, number>();
  const queue = ['/'];
  const broken: Broken[] = [];
  const malformed: string[] = [];
  let visited = 0;
  const admit = (path: string, from: string) => {
    const known = referrers.get(path);
    if (known) {
      known.add(from);
      return;
    }
    const pattern = pathPattern(path);
    if ((perPattern.get(pattern) ?? 0) >= MAX_PER_PATTERN || referrers.size >= MAX_PAGES) return;
    perPattern.set(pattern, (perPattern.get(pattern) ?? 0) + 1);
    referrers.set(path, new Set([from]));
    queue.push(path);
  };
  const visit = async (path: string) => {
    visited += 1;
    const response = await request.get(path, { maxRedirects: 5, timeout: 20_000 });
    if (response.status() === 404 || response.status() >= 500) {
      broken.push({ path, status: response.status(), linkedFrom: [...(referrers.get(path) ?? [])] });
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    const html = await response.text();
    const problems = pageBasicsProblems(html);
    if (problems.length > 0) malformed.push(`${path}: ${problems.join('; ')}`);
    for (const link of internalPaths(html, response.url(), origin)) admit(link, path);
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, PARALLEL).map(visit));
  return { broken, malformed, visited, perPattern };
}

/** One line per broken link: status, path and up to three pages that link it. */
function report(broken: Broken[]): string {
  return broken
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, status, linkedFrom }) => `${status} ${path}  ← linked from ${linkedFrom.slice(0, 3).join(', ')}${linkedFrom.length > 3 ? ` (+${linkedFrom.length - 3} more)` : ''}`)
    .join('\n');
}

test.describe('crawl', () => {
  test('every internal link of the server HTML, from / on, answers without 404 or 5xx; each page has one title, description and h1', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const { broken, malformed, visited } = await crawl(request, new URL(baseURL!).origin);
    test.info().annotations.push({ type: 'crawl', description: `${visited} pages fetched, ${broken.length} broken, ${malformed.length} malformed` });
    if (broken.length > 0) await test.info().attach('broken-links.txt', { body: report(broken), contentType: 'text/plain' });
    expect(visited).toBeGreaterThan(20);
    expect.soft(broken.length, `${broken.length} broken internal links (status, path ← pages linking it):\n${report(broken)}\n`).toBe(0);
    expect(malformed, `pages without one sound title, meta description and h1:\n${malformed.join('\n')}\n`).toEqual([]);
  });
});
