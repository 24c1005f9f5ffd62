import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { toastWith, typeOtp } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { graphqlData } from '../support/graphql.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp } from '../support/outbox.ts';
import { testStackPorts } from '../support/ports.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/** The tests' own gateway (texts allowed): expected data, read as any client would. */
const gatewayUrl = `http://localhost:${testStackPorts.setupGateway}/graphql`;

const STATIC_PAGES = ['about-us', 'contact-us', 'b2b', 'career', 'terms-conditions', 'cancellation-policy', 'privacy-policy', 'download', 'special-yatra'];
const KMY_PAGES = { 'kailash-mansarovar-yatra-registration': 'BANK_DETAILS', 'guidelines-for-kailash-yatra': 'GUIDELINES' } as const;

/** Spec §5 enquiry rules, their exact messages. */
const MESSAGES = [
  'Name must be at least 3 characters',
  'Enter a valid email address',
  'Phone number must be at least 10 digits',
  'Package is required',
  'Person is required',
];

/** This file's own Indian mobiles: prefix 86, then 8 digits from the clock. */
const contactMobile = (): string => `86${String(Date.now()).slice(-8)}`;

const NOTICE_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Notice = { title: string; text: string; publishedAt: string; link: { url: string; label: string } | null };

const firstCollection = async () =>
  (
    await graphqlData<{ collections: { edges: { node: { slug: string; title: string; packages: { title: string }[] } }[] } }>(
      gatewayUrl,
      `{ collections(first: 1) { edges { node { slug title packages { title } } } } }`,
    )
  ).collections.edges[0]?.node;

const noticeboard = async () => (await graphqlData<{ noticeboard: Notice[] }>(gatewayUrl, `{ noticeboard(first: 5) { title text publishedAt link { url label } } }`)).noticeboard;

/** A page with JavaScript off: only what the server rendered. */
async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function expectNotices(strip: Locator, notices: Notice[]): Promise<void> {
  expect(notices.length).toBeGreaterThan(0);
  const items = strip.getByRole('listitem');
  await expect(items).toHaveCount(notices.length);
  for (const [index, notice] of notices.entries()) {
    const item = items.nth(index);
    await expect(item.locator('time')).toHaveText(NOTICE_DATE.format(new Date(notice.publishedAt)));
    await expect(item.locator('time')).toHaveAttribute('datetime', notice.publishedAt);
    await expect(item).toContainText(notice.text);
    if (notice.link) await expect(item.getByRole('link', { name: notice.link.label })).toHaveAttribute('href', notice.link.url);
  }
}

test.describe('collections, static and KMY pages, noticeboard', () => {
  test('every static page is in the server HTML with its title, body and metadata', async ({ browser }) => {
    test.setTimeout(90_000);
    const { pages } = await graphqlData<{ pages: { edges: { node: { slug: string; title: string; summary: string } }[] } }>(
      gatewayUrl,
      `{ pages(first: 50) { edges { node { slug title summary } } } }`,
    );
    await withoutJavaScript(browser, async (page) => {
      for (const slug of [...STATIC_PAGES, ...Object.keys(KMY_PAGES)]) {
        const expected = pages.edges.find((edge) => edge.node.slug === slug)?.node;
        expect(expected, slug).toBeDefined();
        const response = await page.goto(`/${slug}`);
        expect(response?.status(), slug).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected?.title ?? '');
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${slug}$`));
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${escapeRegExp((expected?.summary ?? '').slice(0, 40))}`));
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(expected?.title ?? '');
      }
      // A deeper path under a static page is not a page.
      expect((await page.goto('/about-us/anything'))?.status()).toBe(404);
    });
  });

  test('the pages carry what they offer: app links, special-yatra packages, offices and Organization JSON-LD', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/download');
      await expect(page.getByRole('list', { name: 'Get the app' }).getByRole('link')).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);

      await page.goto('/special-yatra');
      const cards = page.getByTestId('page-packages').getByRole('article');
      expect(await cards.count()).toBeGreaterThan(1);

      await page.goto('/contact-us');
      await expect(page.getByRole('heading', { name: 'Our offices' })).toBeVisible();
      await expect(page.getByText('Janakpuri, New Delhi', { exact: false }).first()).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const organization = jsonLd.map((text) => JSON.parse(text) as { '@type': string; contactPoint?: unknown[] }).find((data) => data['@type'] === 'Organization');
      expect(organization?.contactPoint?.length).toBe(3);
      await expect(page.getByTestId('contact-enquiry').getByRole('heading', { name: 'Send us an enquiry' })).toBeVisible();
    });
  });

  test('the KMY registration page shows the bank details table, the KMY packages and the registration link', async ({ browser }) => {
    const { kmyRegistrationPage, kmyRegistrationPackages } = await graphqlData<{
      kmyRegistrationPage: { bankAccounts: { bankName: string; accountNumber: string; ifsc: string }[] };
      kmyRegistrationPackages: { title: string }[];
    }>(gatewayUrl, `{ kmyRegistrationPage(section: BANK_DETAILS) { bankAccounts { bankName accountNumber ifsc } } kmyRegistrationPackages { title } }`);
    const notices = await noticeboard();
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/kailash-mansarovar-yatra-registration');
      const table = page.getByRole('table', { name: 'Bank details for the KMY deposit' });
      await expect(table.getByRole('columnheader')).toHaveText(['Bank', 'Account name', 'Account number', 'IFSC', 'Branch', 'Account type', 'UPI']);
      for (const account of kmyRegistrationPage.bankAccounts) {
        const row = table.getByRole('row', { name: new RegExp(account.bankName) });
        await expect(row).toContainText(account.accountNumber);
        await expect(row).toContainText(account.ifsc);
      }
      await expect(page.getByTestId('kmy-packages').getByRole('article')).toHaveCount(kmyRegistrationPackages.length);
      await expect(page.getByRole('link', { name: 'Register free for the Kailash Mansarovar Yatra' })).toHaveAttribute('href', '/registration/kmy/add');
      await expectNotices(page.getByTestId('noticeboard'), notices);

      await page.goto('/guidelines-for-kailash-yatra');
      await expectNotices(page.getByTestId('noticeboard'), notices);
      await expect(page.getByTestId('kmy-packages')).toHaveCount(0);
    });
  });

  test('the home page shows the dated notices under the header', async ({ browser }) => {
    const notices = await noticeboard();
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      await expectNotices(page.getByRole('region', { name: 'Notice Board' }), notices);
    });
  });

  test('a collection page has its introduction, package cards, breadcrumbs and ItemList in the server HTML', async ({ browser }) => {
    const collection = await firstCollection();
    if (collection === undefined) throw new Error('no collection seeded');
    await withoutJavaScript(browser, async (page) => {
      const response = await page.goto(`/collections/${collection.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.title);
      const cards = page.getByTestId('collection-packages').getByRole('article');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(collection.packages.map((p) => p.title));
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string; position: number }[] },
      );
      const list = jsonLd.find((data) => data['@type'] === 'ItemList');
      expect(list?.itemListElement?.map((item) => item.name)).toEqual(collection.packages.map((p) => p.title));
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(collection.title)}`));
    });
  });

  for (const path of ['/collections/himalayan-yatras-2026', '/kailash-mansarovar-yatra-registration', '/contact-us']) {
    test(`${path} is axe-clean (WCAG 2.1 AA)`, async ({ page, context }) => {
      test.setTimeout(60_000);
      await keepTimedPopupsClosed(context);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('an unknown collection is a 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/collections/no-such-collection');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the package page links to the collections that hold it', async ({ page }) => {
    const collection = await firstCollection();
    const { collection: detail } = await graphqlData<{ collection: { packages: { path: string }[] } }>(
      gatewayUrl,
      `query ($slug: String!) { collection(slug: $slug) { packages { path } } }`,
      { slug: collection?.slug },
    );
    await page.goto(detail.packages[0]?.path ?? '/');
    const links = page.getByTestId('package-collections');
    await expect(page.getByRole('heading', { name: 'Part of these collections' })).toBeVisible();
    await expect(links.getByRole('link', { name: collection?.title })).toHaveAttribute('href', `/collections/${collection?.slug}`);
  });

  test('a collection found in the search overlay opens its real page', async ({ page }) => {
    const collection = await firstCollection();
    const word = (collection?.title ?? '').split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0] ?? '';
    expect(word.length).toBeGreaterThanOrEqual(3);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await actUntilVisible(dialog, async () => {
      await search.blur();
      await search.focus();
    });
    await dialog.getByRole('searchbox').fill(word.toLowerCase());
    await dialog.getByRole('tab', { name: /^Collection \([1-9]/ }).click();
    await dialog.getByRole('tabpanel', { name: /^Collection/ }).getByRole('link', { name: collection?.title }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${collection?.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection?.title ?? '');
  });

  test('the contact form validates with the spec messages and sends an enquiry through its OTP step', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await page.goto('/contact-us');
    const form = page.getByTestId('contact-enquiry');
    await form.scrollIntoViewIfNeeded();
    await actUntilVisible(form.getByLabel('Name'), () => form.scrollIntoViewIfNeeded());
    await form.getByRole('button', { name: 'Submit' }).click(retryableClick);
    for (const message of MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();

    const mobile = contactMobile();
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('E-mail').fill(`contact-${mobile}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill(mobile);
    await form.getByLabel('No. of Persons').selectOption('2');
    const picker = form.getByRole('combobox', { name: 'Packages' });
    await picker.fill('yatra');
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await picker.press('Escape');
    await form.getByLabel('Comment').fill('Please call about group dates');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(form.getByText(`+91 ${mobile}`)).toBeVisible();
    await typeOtp(form, await latestOtp(indianMobile(mobile)));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('THANK YOU!')).toBeVisible();
    await page.clock.fastForward(3_000);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(toastWith(page, 'Thank You')).toBeVisible();
  });
});
