import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { graphqlData } from '../support/graphql.ts';
import { testStackPorts } from '../support/ports.ts';
import { nextResponseWithBody } from '../support/response-bodies.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { signInNewUser } from '../support/wishlist.ts';

/** Issue 12: `/faqs` — grouped, searchable accordion, FAQPage JSON-LD, ask / comment / vote. */
const setupGateway = `http://localhost:${testStackPorts.setupGateway}/graphql`;

type Faq = { title: string; answer: string };
type Groups = { faqs: { groups: { title: string; faqs: Faq[] }[] } };
const generalFaqs = async () => (await graphqlData<Groups>(setupGateway, '{ faqs(type: GENERAL, id: "all") { groups { title faqs { title answer } } } }')).faqs.groups;

/** React has hydrated `locator` once its element carries a fiber (the web sets no hydration marker). */
async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

const question = (page: Page, title: string) => page.locator('details').filter({ has: page.locator('summary', { hasText: title }) });

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('server-rendered with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/faqs holds every group, question and answer in the HTML, with valid FAQPage JSON-LD', async ({ page }) => {
    const groups = await generalFaqs();
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: groups[0]?.title ?? '' })).toBeVisible();
    const first = groups[0]?.faqs[0] as Faq;
    await page.locator('summary', { hasText: first.title }).click();
    await expect(question(page, first.title)).toContainText(first.answer.split('\n')[0] ?? '');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { '@type': string; text: string } }[] };
    const all = groups.flatMap((group) => group.faqs);
    expect(faqPage.mainEntity).toHaveLength(all.length);
    expect(faqPage.mainEntity[0]).toMatchObject({ '@type': 'Question', name: first.title, acceptedAnswer: { '@type': 'Answer', text: first.answer } });
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

test('the accordion opens and closes from the keyboard, and the search box filters the questions', async ({ page }) => {
  const groups = await generalFaqs();
  const first = groups[0]?.faqs[0] as Faq;
  await page.goto('/faqs');
  const search = page.getByLabel('Search the FAQs');
  await hydrated(search);
  const summary = page.locator('summary', { hasText: first.title });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(question(page, first.title)).toHaveAttribute('open', '');
  await expect(page.getByRole('button', { name: /^Yes/ }).first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question(page, first.title)).not.toHaveAttribute('open', '');

  const word = first.title.split(/\W+/).find((part) => part.length > 5) ?? first.title;
  await search.fill(word);
  await expect(page.getByRole('status').filter({ hasText: /questions? match/ })).toBeVisible();
  await expect(summary).toBeVisible();
  await search.fill('zzqxnomatch');
  await expect(page.getByText('No questions match your search.')).toBeVisible();
  await expect(summary).toBeHidden();
});

test('signed out, voting opens the login popup', async ({ page }) => {
  const first = (await generalFaqs())[0]?.faqs[0] as Faq;
  await page.goto('/faqs');
  await hydrated(page.getByLabel('Search the FAQs'));
  await page.locator('summary', { hasText: first.title }).click();
  await question(page, first.title).getByRole('button', { name: /^Yes/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a signed-in user asks a question (pending), comments, and votes once: the count holds after reload', async ({ page }) => {
  const groups = await generalFaqs();
  const target = groups[0]?.faqs[1] ?? (groups[0]?.faqs[0] as Faq);
  await signInNewUser(page, 'faqs');
  const viewerAnswer = () => nextResponseWithBody(page, (url) => url.includes('/api/graphql'), (body) => body.includes('isPending'));
  const loaded = viewerAnswer();
  await page.goto('/faqs');
  await loaded;

  const asked = `Is there mobile coverage at Darchen? ${Date.now()}`;
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await page.getByLabel('Your question').fill(asked);
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Thank you for your question. It will be shown here once our team has answered it.')).toBeVisible();
  const pending = page.getByRole('region', { name: 'Your questions' });
  await expect(pending.getByText(asked)).toBeVisible();
  await expect(pending.getByText('Pending – awaiting an answer')).toBeVisible();

  const item = question(page, target.title);
  await item.locator('summary').click();
  const comment = `Very clear, thank you ${Date.now()}`;
  await item.getByLabel(/^Your comment on/).fill(comment);
  await item.getByRole('button', { name: 'Post comment' }).click();
  await expect(item.getByText(comment)).toBeVisible();

  const yes = item.getByRole('button', { name: /^Yes/ });
  const countOf = async () => Number((await yes.textContent())?.match(/\((\d+)\)/)?.[1]);
  await expect(yes).toHaveAttribute('aria-pressed', 'false');
  const before = await countOf();
  await yes.click();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await expect(yes).toContainText(`(${before + 1})`);

  const reloadedViewer = viewerAnswer();
  await page.reload();
  await reloadedViewer;
  const reloaded = question(page, target.title);
  await reloaded.locator('summary').click();
  const again = reloaded.getByRole('button', { name: /^Yes/ });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expect(again).toContainText(`(${before + 1})`);
  await expect(page.getByRole('region', { name: 'Your questions' }).getByText(asked)).toBeVisible();
  await expect(reloaded.getByText(comment)).toBeVisible();
});

test('/faqs is axe-clean with a question open', async ({ page }) => {
  const first = (await generalFaqs())[0]?.faqs[0] as Faq;
  await page.goto('/faqs');
  await hydrated(page.getByLabel('Search the FAQs'));
  await page.locator('summary', { hasText: first.title }).click();
  expect(await axeViolations(page)).toEqual([]);
});
