import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { graphqlData } from '../support/graphql.ts';
import { actUntilVisible } from '../support/hydration.ts';
import { testStackPorts } from '../support/ports.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

const setupGateway = `http://localhost:${testStackPorts.setupGateway}/graphql`;

type Card = { title: string; path: string; category: string; categoryTitle: string };
type Listing = { totalCount: number; edges: { node: Card }[] };
type Catalogue = {
  blogCategories: { slug: string; title: string; path: string; count: number }[];
  newsCategories: { slug: string; title: string; path: string; count: number }[];
  blogs: Listing;
  news: Listing;
};

const CARD = 'title path category categoryTitle';
/** A seeded Kailash Mansarovar package: its page lists the newest posts about Kailash Mansarovar. */
const PACKAGE_PATH = '/kailash-mansarovar/kailash-mansarovar-yatra-via-lhasa';

/** What the pages should show, asked of the tests' own gateway. */
const catalogue = () =>
  graphqlData<Catalogue>(
    setupGateway,
    `{
      blogCategories { slug title path count }
      newsCategories { slug title path count }
      blogs(first: 24) { totalCount edges { node { ${CARD} } } }
      news(first: 24) { totalCount edges { node { ${CARD} } } }
    }`,
  );

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

const card = (page: Page, title: string): Locator => page.getByRole('heading', { name: title, exact: true });

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<{ '@type': string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as { '@type': string });
}

/** Whether React has hydrated `locator`'s element (it then carries React's props). */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test.describe('blogs and news without JavaScript', () => {
  test('/blogs lists the newest posts with category links, and its Load more link opens the next page', async ({ browser }) => {
    const { blogs, blogCategories } = await catalogue();
    expect(blogs.totalCount).toBeGreaterThan(12);
    const page = await noScriptPage(browser);
    const response = await page.goto('/blogs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Blogs categories' });
    for (const category of blogCategories) await expect(categories.getByRole('link', { name: category.title })).toHaveAttribute('href', category.path);
    for (const { node } of blogs.edges.slice(0, 12)) await expect(card(page, node.title)).toBeVisible();
    await expect(card(page, blogs.edges[12]!.node.title)).toHaveCount(0);
    expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));

    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(card(page, blogs.edges[12]!.node.title)).toBeVisible();
    await expect(page.getByText(`Showing 13–`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blogs');
  });

  test('/blogs/{category} lists only that category', async ({ browser }) => {
    const { blogCategories, blogs } = await catalogue();
    const category = blogCategories[0]!;
    const page = await noScriptPage(browser);
    expect((await page.goto(category.path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    const inCategory = blogs.edges.map((edge) => edge.node).filter((post) => post.category === category.slug);
    await expect(card(page, inCategory[0]!.title)).toBeVisible();
    await expect(page.getByTestId('blog-list').getByRole('listitem')).toHaveCount(Math.min(category.count, 12));
  });

  test('a blog post renders its article, breadcrumbs, related posts and BlogPosting', async ({ browser }) => {
    const { blogs } = await catalogue();
    const post = blogs.edges[0]!.node;
    const page = await noScriptPage(browser);
    expect((await page.goto(post.path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Blogs', post.categoryTitle, post.title]);
    await expect(page.getByText(/min read/).first()).toBeVisible();
    await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
    const hero = page.locator('article img').first();
    await expect(hero).toHaveAttribute('width', '960');
    await expect(hero).toHaveAttribute('height', '540');
    expect((await jsonLd(page)).map((data) => data['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('/news, /news/{category} and a news item render on the server', async ({ browser }) => {
    const { news, newsCategories } = await catalogue();
    const item = news.edges[0]!.node;
    const page = await noScriptPage(browser);
    expect((await page.goto('/news'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    for (const { node } of news.edges.slice(0, Math.min(12, news.totalCount))) await expect(card(page, node.title)).toBeVisible();
    const category = newsCategories.find((candidate) => candidate.slug === item.category)!;
    expect((await page.goto(category.path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    await expect(card(page, item.title)).toBeVisible();
    expect((await page.goto(item.path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'News', item.categoryTitle, item.title]);
    expect((await jsonLd(page)).map((data) => data['@type'])).toContain('NewsArticle');
  });
});

test('a package page shows its related reading in the server HTML', async ({ browser }) => {
  const { packageBlogs } = await graphqlData<{ packageBlogs: { blogs: { title: string; path: string }[] } }>(
    setupGateway,
    `{ packageBlogs: package(slug: "${PACKAGE_PATH.split('/').at(-1)}") { blogs(first: 3) { title path } } }`,
  );
  expect(packageBlogs.blogs.length).toBeGreaterThan(0);
  const page = await noScriptPage(browser);
  await page.goto(PACKAGE_PATH);
  const section = page.getByRole('region', { name: 'Related reading' });
  for (const blog of packageBlogs.blogs) await expect(section.getByRole('link', { name: blog.title })).toHaveAttribute('href', blog.path);
});

test.describe('blogs and news with JavaScript', () => {
  test('Load more appends the next page of posts in place', async ({ page }) => {
    const { blogs } = await catalogue();
    await page.goto('/blogs');
    const loadMore = page.getByRole('link', { name: 'Load more' });
    await expect.poll(() => hydrated(loadMore)).toBe(true);
    await loadMore.click();
    await expect(card(page, blogs.edges[12]!.node.title)).toBeVisible();
    await expect(card(page, blogs.edges[0]!.node.title)).toBeVisible();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByText(`Showing 1–${Math.min(24, blogs.totalCount)} of ${blogs.totalCount} posts`)).toBeVisible();
  });

  /** The not-found pages of unknown addresses, each picked from the catalogue. */
  const unknownPaths: [string, (data: Catalogue) => string][] = [
    ['an unknown post slug', ({ blogs }) => `/blogs/${blogs.edges[0]!.node.category}/no-such-post`],
    ['an unknown blog category', () => '/blogs/no-such-category'],
    [
      "a post under another category's segment",
      ({ blogs, blogCategories }) => {
        const post = blogs.edges[0]!.node;
        const other = blogCategories.find((category) => category.slug !== post.category)!;
        return `/blogs/${other.slug}/${post.path.split('/').at(-1)}`;
      },
    ],
    ['an unknown news slug', ({ news }) => `/news/${news.edges[0]!.node.category}/no-such-news`],
    ['a list page past the end', () => '/blogs?page=999'],
  ];
  for (const [what, pathOf] of unknownPaths) {
    test(`${what} shows the not-found page with 404`, async ({ page }) => {
      const path = pathOf(await catalogue());
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });
  }

  test('the internal list routes redirect back to their public list pages', async ({ page }) => {
    const { newsCategories } = await catalogue();
    const category = newsCategories[0]!.slug;
    await page.goto('/content-lists/blogs/all/2');
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await page.goto(`/content-lists/news/${category}/1`);
    await expect(page).toHaveURL(new RegExp(`/news/${category}\\?page=1$`));
  });

  for (const kind of ['Blogs', 'News'] as const) {
    test(`a ${kind === 'Blogs' ? 'blog' : 'news'} title searched in the overlay opens its page`, async ({ page }) => {
      const { blogs, news } = await catalogue();
      const item = (kind === 'Blogs' ? blogs : news).edges[1]!.node;
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      const search = page.getByRole('searchbox', { name: 'Search', exact: true });
      await actUntilVisible(dialog, async () => {
        await search.blur();
        await search.focus();
      });
      await dialog.getByRole('searchbox').fill(item.title);
      await dialog.getByRole('tab', { name: new RegExp(`^${kind} \\([1-9]`) }).click();
      await dialog.getByRole('tabpanel', { name: new RegExp(`^${kind}`) }).locator(`a[href="${item.path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    });
  }
});

test.describe('blogs and news accessibility (axe, WCAG 2.1 AA)', () => {
  test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

  const pages: [string, (data: Catalogue) => string][] = [
    ['the blog list', () => '/blogs'],
    ['a blog post', ({ blogs }) => blogs.edges[0]!.node.path],
    ['a news item', ({ news }) => news.edges[0]!.node.path],
    ['a package page with its related reading', () => PACKAGE_PATH],
  ];
  for (const [what, pathOf] of pages) {
    test(`${what} has no violations`, async ({ page }) => {
      await page.goto(pathOf(await catalogue()));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
