import { expect, test, type Request } from '@playwright/test';
import { openLogin, popup } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { holdOperation } from '../support/held-operation.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { graphqlData } from '../support/graphql.ts';
import { gatewayUrl } from '../support/session.ts';
import { sentOperationOf } from '../support/trusted-documents.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { signInNewUser } from '../support/wishlist.ts';

const REVIEWS_PATH = '/traveller-reviews';

/** A package with text reviews, fewer than a page of them (the seed gives each one or two). */
const PACKAGE_SLUG = 'adi-kailash-yatra-from-delhi';
const PACKAGE_TITLE = 'Adi Kailash Yatra from Delhi';

const VOTE = 'voteReviewMutation';
const isVote = (request: Request) => sentOperationOf(request)?.operationName === VOTE;

test.describe('traveller reviews', () => {
  test('the text and video reviews have no axe violations (WCAG 2.1 AA)', async ({ page, context }) => {
    test.setTimeout(60_000); // three pages and three whole-page axe scans: 8–10 s alone, 17 s in a loaded CI run
    await keepTimedPopupsClosed(context);
    for (const path of [REVIEWS_PATH, `${REVIEWS_PATH}?format=video`, `${REVIEWS_PATH}?package=${PACKAGE_SLUG}`]) {
      await page.goto(path);
      await expect(page.getByTestId('review-card').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.screenshot({ path: test.info().outputPath('reviews.png'), fullPage: false });
  });

  test('the reviews, the filters, the next page and the JSON-LD are in the server HTML (JavaScript off)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(REVIEWS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Traveller Reviews' })).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toContainText(/out of 5 from \d+ reviews/);
    await expect(page.getByTestId('review-card')).toHaveCount(12);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"AggregateRating"') && text.includes('"Review"'))).toBe(true);

    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(`${REVIEWS_PATH}?page=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Traveller Reviews (page 2)');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Newer reviews' })).toHaveAttribute('href', REVIEWS_PATH);

    await page.getByRole('navigation', { name: 'Filter reviews' }).getByRole('link', { name: 'Video reviews' }).click();
    await expect(page).toHaveURL(`${REVIEWS_PATH}?format=video`);
    await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Filter reviews' }).getByRole('link', { name: '5 stars' }).click();
    await expect(page).toHaveURL(`${REVIEWS_PATH}?format=video&rating=5`);
    for (const stars of await page.getByTestId('review-card').getByRole('img', { name: /^Rated / }).all()) {
      await expect(stars).toHaveAccessibleName('Rated 5 out of 5');
    }
    await context.close();
  });

  test("a package page's 'Read all traveller reviews' opens its reviews, and the filters keep the package (JavaScript off)", async ({ browser, request }) => {
    const { package: pkg } = await graphqlData<{ package: { path: string; reviews: { totalCount: number } } }>(
      gatewayUrl,
      'query ($slug: String!) { package(slug: $slug) { path reviews(first: 1) { totalCount } } }',
      { slug: PACKAGE_SLUG },
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${pkg.path}#reviews`);
    await page.getByRole('link', { name: 'Read all traveller reviews' }).click();
    await expect(page).toHaveURL(`${REVIEWS_PATH}?package=${PACKAGE_SLUG}`);
    await expect(page.getByTestId('reviewed-package')).toContainText(`Reviews of ${PACKAGE_TITLE}`);
    const cards = page.getByTestId('review-card');
    await expect(cards).toHaveCount(pkg.reviews.totalCount);
    for (const card of await cards.all()) await expect(card.getByRole('link', { name: PACKAGE_TITLE })).toBeVisible();

    await page.getByRole('navigation', { name: 'Filter reviews' }).getByRole('link', { name: '5 stars' }).click();
    await expect(page).toHaveURL(`${REVIEWS_PATH}?package=${PACKAGE_SLUG}&rating=5`);
    await page.getByRole('link', { name: 'Reviews of all packages' }).click();
    await expect(page).toHaveURL(REVIEWS_PATH);
    await context.close();

    // The pages of a filter are the filter's: page 2 of every review exists, the package's reviews fit on one.
    expect((await request.get(`${REVIEWS_PATH}?page=2`)).status()).toBe(200);
    expect((await request.get(`${REVIEWS_PATH}?package=${PACKAGE_SLUG}&page=2`)).status()).toBe(404);
    expect((await request.get(`${REVIEWS_PATH}?package=no-such-yatra`)).status()).toBe(404);
  });

  test('a visitor who likes a review is asked to sign in', async ({ page }) => {
    await page.goto(REVIEWS_PATH);
    const card = page.getByTestId('review-card').first();
    await actUntilVisible(popup(page, 'Login'), () => card.getByRole('button', { name: /^Helpful/ }).click(retryableClick));
  });

  test('a like counts at once, before the server answers, and once: the count holds after a reload', async ({ page }) => {
    await signInNewUser(page, 'reviews-like');
    const ownVotes = page.waitForResponse((response) => sentOperationOf(response.request())?.operationName === 'ViewerReviewVotesQuery');
    await page.goto(REVIEWS_PATH);
    await ownVotes;
    const card = page.getByTestId('review-card').first();
    const like = card.getByRole('button', { name: /^Helpful/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await card.getByTestId('review-likes').textContent());

    const gate = await holdOperation(page, VOTE);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('review-likes')).toHaveText(String(before + 1));
    await expect.poll(gate.seen, { message: 'the vote was sent and is still held: nothing answered yet' }).toBe(1);
    const answered = page.waitForResponse((response) => isVote(response.request()));
    gate.release();
    expect((await answered).status()).toBe(200);
    await page.unrouteAll({ behavior: 'wait' });

    await page.reload();
    const again = page.getByTestId('review-card').first();
    await expect(again.getByRole('button', { name: /^Helpful/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByTestId('review-likes')).toHaveText(String(before + 1));
  });

  test('the seeded reviewer writes a review of the completed trip in /profile#Reviews, and it is listed there', async ({ page, context }) => {
    await keepTimedPopupsClosed(context);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Login with Password' }).click();
    await login.getByLabel('E-mail').fill('reviewer@example.com');
    await login.getByLabel('Password', { exact: true }).fill('Yatra@2026');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/profile#Reviews');
    const section = page.locator('section#Reviews');
    const trip = section.getByTestId('awaiting-review').getByRole('listitem').filter({ hasText: 'PT-2025-900001' });
    await expect(trip).toContainText('Kailash Mansarovar Yatra Overland via Kathmandu');
    const form = popup(page, 'Write a review');
    await actUntilVisible(form, () => trip.getByRole('button', { name: /^Write a review/ }).click(retryableClick));

    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(form.getByText('Please choose a rating')).toBeVisible();
    await expect(form.getByText('Your review must be at least 20 characters')).toBeVisible();
    await form.getByLabel('Your rating').selectOption('5');
    await form.getByLabel('Title').fill('The journey of a lifetime');
    await form.getByLabel('Your review').fill('Every day was arranged with care, from Kathmandu to the parikrama and back.');
    await form.getByLabel('Your city (optional)').fill('Chennai');
    await form.getByRole('button', { name: 'Publish review' }).click();

    await expect(form).toHaveCount(0);
    await expect(page.getByText('Thank you for your review')).toBeVisible();
    await expect(section.getByTestId('my-reviews')).toContainText('The journey of a lifetime');
    await expect(section.getByTestId('awaiting-review')).toHaveCount(0);
    expect(await axeViolations(page, 'section#Reviews')).toEqual([]);

    // Published at once (the cached /traveller-reviews page shows it after its revalidation).
    const { reviews } = await graphqlData<{ reviews: { edges: { node: { title: string; reviewerName: string; reviewerCity: string } }[] } }>(
      gatewayUrl,
      '{ reviews(first: 1) { edges { node { title reviewerName reviewerCity } } } }',
    );
    expect(reviews.edges[0]?.node).toEqual({ title: 'The journey of a lifetime', reviewerName: 'Meera', reviewerCity: 'Chennai' });
  });
});
