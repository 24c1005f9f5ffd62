import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { graphqlData } from '../support/graphql.ts';
import { testStackPorts } from '../support/ports.ts';
import { jsonLdBlocks, schemaOrgIssues } from '../support/seo.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/** Issue 12: the package page's tabs (phone), sub-nav (wide screens), reviews, FAQs, weather and their JSON-LD. */
const PACKAGE_SLUG = 'adi-kailash-yatra-from-delhi';
const PACKAGE_PATH = `/adi-kailash/${PACKAGE_SLUG}`;
const setupGateway = `http://localhost:${testStackPorts.setupGateway}/graphql`;
const PHONE = { width: 390, height: 844 };
const SECTIONS = ['Overview', 'Itinerary', 'Inclusions', 'Dates', 'Reviews', 'FAQs', 'Weather'];

type PackageCommunity = {
  package: {
    rating: { average: number; count: number };
    reviews: { edges: { node: { title: string } }[] };
    faqs: { groups: { faqs: { title: string; answer: string }[] }[] };
    weather: { place: { name: string } }[];
  };
};
const community = async () =>
  (
    await graphqlData<PackageCommunity>(
      setupGateway,
      `query ($slug: String!) { package(slug: $slug) { rating { average count } reviews(first: 3) { edges { node { title } } }
        faqs { groups { faqs { title answer } } } weather { place { name } } } }`,
      { slug: PACKAGE_SLUG },
    )
  ).package;

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('fits the phone: nothing scrolls sideways but the tab bar itself, with or without scripts', async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const phone = await context.newPage();
      await phone.goto(PACKAGE_PATH);
      const widths = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page, `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBe(widths.viewport);
      await context.close();
    }
  });

  test("opens on the 'overview_tab', keeps the chosen tab in the hash and moves with the arrow keys", async ({ page }) => {
    await page.goto(PACKAGE_PATH);
    const tabs = page.getByRole('tablist', { name: 'Package details' });
    await expect(tabs.getByRole('tab')).toHaveText(SECTIONS);
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Overview')).toBeVisible();
    await expect(page.locator('#reviews')).toBeHidden();

    await tabs.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(new RegExp(`${PACKAGE_PATH}#reviews$`));
    await expect(panel(page, 'Reviews')).toBeVisible();
    await expect(page.locator('#overview')).toBeHidden();

    // Roving tabindex: only the selected tab is in the Tab order; arrows select and focus (wrapping), Home and End jump.
    await expect(tabs.locator('[tabindex="0"]')).toHaveText('Reviews');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'FAQs' })).toBeFocused();
    await expect(panel(page, 'FAQs')).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Weather' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${PACKAGE_PATH}#overview$`));
  });

  test('selects the tab the URL hash names, and the rating link opens the reviews', async ({ page }) => {
    const { faqs } = await community();
    await page.goto(`${PACKAGE_PATH}#faqs`);
    await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'FAQs').getByText(faqs.groups[0]!.faqs[0]!.title)).toBeVisible();
    await expect(page.locator('#overview')).toBeHidden();

    await page.getByTestId('package-rating').click();
    await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Reviews')).toBeVisible();
  });

  test('the first paint is already the tabs: the bar and the Overview keep their boxes through hydration', async ({ browser, page }) => {
    const boxes = async (target: Page) => ({
      bar: await target.locator('[data-package-tabs] > :first-child').boundingBox(),
      items: await target.locator('[data-package-tabs] > :first-child').locator('a, [role="tab"]').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON())),
      overview: await target.locator('#overview').boundingBox(),
    });
    // Before any script ran: the server's links and sections.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const firstPaint = await noScript.newPage();
    await firstPaint.goto(PACKAGE_PATH);
    const before = await boxes(firstPaint);
    await expect(firstPaint.locator('#itinerary')).toBeHidden();
    await noScript.close();
    expect(before.bar?.height).toBeGreaterThan(0);
    expect(before.items).toHaveLength(SECTIONS.length);

    // Hydrated: the tab list has replaced the links, in the same place.
    await page.goto(PACKAGE_PATH);
    await expect(page.getByRole('tablist', { name: 'Package details' })).toBeVisible();
    await expect.poll(() => boxes(page)).toEqual(before);
  });

  test('has no axe violations with the tabs', async ({ page }) => {
    await page.goto(PACKAGE_PATH);
    await expect(page.getByRole('tablist', { name: 'Package details' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('on a wide screen', () => {
  test('the sticky sub-nav jumps to each section and marks the one in view', async ({ page }) => {
    const { weather } = await community();
    await page.goto(PACKAGE_PATH);
    const nav = page.getByRole('navigation', { name: 'Package sections' });
    await expect(nav.getByRole('link')).toHaveText(SECTIONS);
    await expect(page.getByRole('tablist')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Weather' }).click();
    await expect(page).toHaveURL(new RegExp(`${PACKAGE_PATH}#weather$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Weather' })).toBeInViewport();
    await expect(page.locator('#weather').getByRole('rowheader').first()).toContainText(weather[0]!.place.name);
    await expect(nav.getByRole('link', { name: 'Weather' })).toHaveAttribute('aria-current', 'true');
    await expect(nav).toBeInViewport();

    await nav.getByRole('link', { name: 'Itinerary' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Itinerary' })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Itinerary' })).toHaveAttribute('aria-current', 'true');
  });

  test('has no axe violations with the sections', async ({ page }) => {
    await page.goto(PACKAGE_PATH);
    await expect(page.getByRole('navigation', { name: 'Package sections' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("every section, the package's reviews and FAQs are in the server HTML", async ({ page }) => {
    const { rating, reviews, faqs } = await community();
    await page.goto(PACKAGE_PATH);
    for (const name of SECTIONS) await expect(page.getByRole('heading', { level: 2, name, exact: true, includeHidden: true })).toBeAttached();
    await page.getByRole('navigation', { name: 'Package sections' }).getByRole('link', { name: 'Reviews' }).click();
    await expect(page.getByTestId('package-rating')).toContainText(`(${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`);
    await expect(page.getByTestId('package-review').getByRole('heading')).toHaveText(reviews.edges.map(({ node }) => node.title));
    const questions = faqs.groups.flatMap((group) => group.faqs.map((faq) => faq.title));
    await expect(page.getByTestId('package-faq').locator('dt')).toHaveText(questions);
    await expect(page.getByRole('link', { name: 'Read all traveller reviews' })).toHaveAttribute('href', `/traveller-reviews?package=${PACKAGE_SLUG}`);
  });

  test('on a phone the links show one section at a time, the Overview first', async ({ page }) => {
    const { faqs } = await community();
    await page.goto(PACKAGE_PATH);
    const nav = page.getByRole('navigation', { name: 'Package sections' });
    await expect(page.locator('#overview')).toBeVisible();
    await expect(page.locator('#faqs')).toBeHidden();

    await nav.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(new RegExp(`${PACKAGE_PATH}#faqs$`));
    await expect(page.locator('#faqs').getByText(faqs.groups[0]!.faqs[0]!.title)).toBeVisible();
    await expect(page.locator('#overview')).toBeHidden();

    // A hash naming something inside a section (the EMI plans) shows that section.
    await page.goto(`${PACKAGE_PATH}#emi`);
    await expect(page.locator('#overview')).toBeVisible();
    await expect(page.locator('#faqs')).toBeHidden();
  });
});

test('the package page carries valid AggregateRating, Review and FAQPage JSON-LD', async ({ request }) => {
  const { rating, reviews, faqs } = await community();
  const blocks = jsonLdBlocks(await (await request.get(PACKAGE_PATH)).text()) as Record<string, unknown>[];
  for (const block of blocks) expect(schemaOrgIssues(block), JSON.stringify(block)).toEqual([]);

  const product = blocks.find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    name: 'Adi Kailash Yatra from Delhi',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, ratingCount: rating.count },
  });
  expect((product?.review as { name: string }[]).map((review) => review.name)).toEqual(reviews.edges.map(({ node }) => node.title));

  const faqPage = blocks.find((block) => block['@type'] === 'FAQPage');
  const answered = faqs.groups.flatMap((group) => group.faqs).filter((faq) => faq.answer.trim() !== '');
  expect((faqPage?.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(answered.map((faq) => faq.title));
});
