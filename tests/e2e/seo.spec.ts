import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { jsonLdBlocks, jsonLdTypes, schemaOrgIssues, sitemapLocs } from '../support/seo.ts';

interface SitePaths {
  categories: string[];
  packages: string[];
  all: string[];
}

/** The site's paths from its own sitemap: the index, then its first file. */
async function sitemapPaths(request: APIRequestContext, origin: string): Promise<SitePaths> {
  const index = await request.get('/sitemap.xml');
  const files = sitemapLocs(await index.text());
  const file = await request.get(new URL(files[0] ?? '', origin).pathname);
  const all = sitemapLocs(await file.text()).map((url) => new URL(url).pathname);
  const categories = all.filter((path) => /^\/package\/[^/]+$/.test(path));
  const categorySlugs = new Set(categories.map((path) => path.split('/')[2]));
  const packages = all.filter((path) => path.split('/').length === 3 && categorySlugs.has(path.split('/')[1]));
  return { categories, packages, all };
}

async function headOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const meta = (selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');
  return {
    canonical: await page.locator('head link[rel="canonical"]').getAttribute('href'),
    hreflang: Object.fromEntries(
      await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    ) as Record<string, string>,
    ogUrl: await meta('meta[property="og:url"]'),
    ogImage: await meta('meta[property="og:image"]'),
    ogTitle: await meta('meta[property="og:title"]'),
    twitterCard: await meta('meta[name="twitter:card"]'),
    twitterImage: await meta('meta[name="twitter:image"]'),
    html: await response!.text(),
  };
}

test.describe('SEO', () => {
  test('robots.txt allows the public site, keeps crawlers out of private flows and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain('Allow: /');
    for (const path of ['/api/', '/profile', '/check-out', '/thank-you', '/registration/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toContain('Disallow: /webstories');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the sitemap index and its file list real pages that answer 200, with lastmod where known', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    const files = sitemapLocs(indexXml);
    expect(files).toEqual([`${baseURL}/sitemaps/sitemap/0.xml`]);

    const file = await request.get('/sitemaps/sitemap/0.xml');
    expect(file.status()).toBe(200);
    const xml = await file.text();
    expect(xml).toContain('<lastmod>');
    const urls = sitemapLocs(xml);
    expect(urls.every((url) => url.startsWith(`${baseURL}/`))).toBe(true);
    for (const path of ['/', '/blogs', '/news', '/webstories', '/videos', '/about-us', '/package/kailash-mansarovar']) {
      expect(urls).toContain(`${baseURL}${path === '/' ? '/' : path}`);
    }
    const { categories, packages } = await sitemapPaths(request, baseURL!);
    expect(packages.length).toBeGreaterThan(40);
    // A sample of the catalogue's URLs answers 200 (the crawl test covers the content routes' links).
    for (const path of ['/', ...categories.slice(0, 3), ...packages.slice(0, 3)]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get('/sitemaps/sitemap/1.xml')).status()).toBe(404);
  });

  test('home, category and package heads carry canonical, hreflang, Open Graph and Twitter metadata', async ({ page, request, baseURL }) => {
    const { categories, packages } = await sitemapPaths(request, baseURL!);
    for (const path of ['/', categories[0]!, packages[0]!]) {
      const head = await headOf(page, path);
      // Next writes the home page's URL without its trailing slash.
      const url = path === '/' ? baseURL! : `${baseURL}${path}`;
      expect(head.canonical, path).toBe(url);
      expect(head.hreflang, path).toEqual({ 'en-IN': url, 'x-default': url });
      expect(head.ogUrl, path).toBe(url);
      expect(head.ogTitle, path).toBeTruthy();
      expect(head.ogImage, path).toMatch(new RegExp(`^${baseURL}/`));
      expect(head.twitterCard, path).toBe('summary_large_image');
      expect(head.twitterImage, path).toMatch(new RegExp(`^${baseURL}/`));
      const image = await request.get(head.ogImage!);
      expect(image.status(), head.ogImage!).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('a package has its own Open Graph image, and the site a default one', async ({ page, request, baseURL }) => {
    const { packages } = await sitemapPaths(request, baseURL!);
    const head = await headOf(page, packages[0]!);
    expect(head.ogImage).toContain(`${packages[0]}/opengraph-image`);
    const fallback = await request.get('/opengraph-image');
    expect(fallback.status()).toBe(200);
    expect(fallback.headers()['content-type']).toBe('image/png');
    expect((await fallback.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  test('every JSON-LD block of home, category and package pages is valid schema.org', async ({ request, baseURL }) => {
    const { categories, packages } = await sitemapPaths(request, baseURL!);
    const expectedTypes: [string, string[]][] = [
      ['/', ['TravelAgency']],
      [categories[0]!, ['TravelAgency', 'BreadcrumbList', 'ItemList']],
      // The seeded packages all have reviews (Product with its AggregateRating) and, for Kailash, FAQs (FAQPage).
      [packages[0]!, ['TravelAgency', 'BreadcrumbList', 'TouristTrip', 'Product', 'FAQPage']],
    ];
    for (const [path, types] of expectedTypes) {
      const blocks = jsonLdBlocks(await (await request.get(path)).text());
      expect(jsonLdTypes(blocks).sort(), path).toEqual([...types].sort());
      for (const block of blocks) expect(schemaOrgIssues(block), `${path}: ${JSON.stringify(block)}`).toEqual([]);
    }
  });

  test('every JSON-LD block of the content pages is valid schema.org', async ({ request, baseURL }) => {
    const { all } = await sitemapPaths(request, baseURL!);
    const first = (pattern: RegExp): string => {
      const path = all.find((candidate) => pattern.test(candidate));
      expect(path, `a sitemap path like ${pattern}`).toBeDefined();
      return path!;
    };
    const site = ['TravelAgency', 'BreadcrumbList'];
    const expectedTypes: [string, string[]][] = [
      ['/blogs', [...site, 'ItemList']],
      [first(/^\/blogs\/[^/]+\/[^/]+$/), [...site, 'BlogPosting']],
      ['/news', [...site, 'ItemList']],
      [first(/^\/news\/[^/]+\/[^/]+$/), [...site, 'NewsArticle']],
      [first(/^\/collections\/[^/]+$/), [...site, 'ItemList']],
      ['/webstories', [...site, 'ItemList']],
      [first(/^\/webstories\/view\/[^/]+$/), site],
      ['/videos', [...site, 'ItemList', 'VideoObject']],
      ['/kailash-mansarovar-yatra-photos', [...site, 'ItemList']],
      ['/contact-us', [...site, 'Organization']],
      ['/about-us', site],
    ];
    for (const [path, types] of expectedTypes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const blocks = jsonLdBlocks(await response.text());
      expect([...new Set(jsonLdTypes(blocks))].sort(), path).toEqual([...types].sort());
      for (const block of blocks) expect(schemaOrgIssues(block), `${path}: ${JSON.stringify(block)}`).toEqual([]);
    }
  });
});

test('a sitemap file id that is not an integer below the file count answers 404', async ({ request }) => {
  expect((await request.get('/sitemaps/sitemap/0.xml')).status()).toBe(200);
  for (const id of ['1', '-1', '01', '0.5', 'abc']) {
    expect((await request.get(`/sitemaps/sitemap/${id}.xml`)).status(), id).toBe(404);
  }
});
