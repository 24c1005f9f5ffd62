import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { banner, popup } from '../support/auth-popup.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { storedPopupCloseTimes } from '../support/timed-popups.ts';

/** Spec §2, §9: the promo at 30 s, the newsletter/channels popup at 60 s, each kept away 3600000 ms after closing. */
const PROMO = 'Kailash Mansarovar Yatra 2027';
const NEWSLETTER = 'Join our newsletter';
const HOUR_MS = 3_600_000;
const START = new Date('2026-11-23T06:00:00Z');

/**
 * Opens `path` with Playwright's clock paused from before the load, so page time moves only by `runFor` and
 * `fastForward`; waits until the page's scripts (the popups' timers among them) have loaded.
 */
async function openWithPausedClock(page: Page, path = '/'): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function reloadAndSettle(page: Page): Promise<void> {
  await page.reload();
  await page.waitForLoadState('networkidle');
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('timed popups', () => {
  test('the promo opens 30 s after load and not before, the newsletter at 60 s', async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(29_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.runFor(500);
    const promo = popup(page, PROMO);
    await expect(promo).toBeVisible();
    await expect(promo.getByRole('link', { name: 'Register free' })).toHaveAttribute('href', '/registration/kmy/add');
    await expect(promo.getByRole('link', { name: 'See Kailash packages' })).toHaveAttribute('href', '/package/kailash-mansarovar');
    expect(await axeViolations(page)).toEqual([]);
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toBeHidden();

    await page.clock.runFor(29_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1_000);
    const newsletter = popup(page, NEWSLETTER);
    await expect(newsletter).toBeVisible();
    await expect(newsletter.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(newsletter.getByRole('link', { name: /^YouTube/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('closing stores the time; the popup stays away for the hour across reloads and comes back after it', async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(30_000);
    const promo = popup(page, PROMO);
    await expect(promo).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(promo).toBeHidden();
    const promoClosedAt = await page.evaluate(() => Date.now());
    expect((await storedPopupCloseTimes(page)).promo).toBe(promoClosedAt);

    // Reloaded, past both delays: only the newsletter comes.
    await reloadAndSettle(page);
    await page.clock.runFor(60_000);
    const newsletter = popup(page, NEWSLETTER);
    await expect(newsletter).toBeVisible();
    await expect(promo).toHaveCount(0);
    await newsletter.getByRole('button', { name: 'Close' }).click();
    const newsletterClosedAt = await page.evaluate(() => Date.now());
    expect(await storedPopupCloseTimes(page)).toEqual({ promo: promoClosedAt, newsletter: newsletterClosedAt });

    // 10 s short of the promo's hour: neither comes back.
    await page.clock.fastForward(promoClosedAt + HOUR_MS - 10_000 - (await page.evaluate(() => Date.now())));
    await reloadAndSettle(page);
    await page.clock.runFor(61_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The promo's hour is over (the newsletter's, closed later, is not).
    await page.clock.fastForward(promoClosedAt + HOUR_MS + 1_000 - (await page.evaluate(() => Date.now())));
    await reloadAndSettle(page);
    await page.clock.runFor(30_000);
    await expect(promo).toBeVisible();
    await promo.getByRole('button', { name: 'Close' }).click();
    await page.clock.runFor(30_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a popup that falls due while another is open waits for it to close', async ({ page }) => {
    await openWithPausedClock(page);
    const login = popup(page, 'Login');
    await actUntilVisible(login, () => banner(page).getByRole('button', { name: 'Sign In' }).click(retryableClick));
    await page.clock.runFor(31_000);
    await expect(popup(page, PROMO)).toHaveCount(0);

    await login.getByRole('button', { name: 'Close' }).click();
    await expect(popup(page, PROMO)).toBeVisible();
  });

  test('the promo opens the Zoom session popup', async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(30_000);
    await popup(page, PROMO).getByRole('button', { name: 'Join a free Zoom session' }).click();
    await expect(popup(page, 'Join a free live Zoom session')).toBeVisible();
    await expect(popup(page, PROMO)).toHaveCount(0);
    expect((await storedPopupCloseTimes(page)).promo).toBeDefined();
  });

  test('no timed popup on a story-viewer page', async ({ page }) => {
    await openWithPausedClock(page, '/webstories/view/kailash-mansarovar-darshan');
    await page.clock.runFor(61_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the newsletter form checks its fields and subscribes', async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(30_000);
    await popup(page, PROMO).getByRole('button', { name: 'Close' }).click();
    await page.clock.runFor(30_000);
    const newsletter = popup(page, NEWSLETTER);
    await expect(newsletter).toBeVisible();

    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('First name is required')).toBeVisible();
    await expect(newsletter.getByText('E-mail is required')).toBeVisible();
    await newsletter.getByLabel('First name').fill('Meera');
    await newsletter.getByLabel('Last name').fill('Iyer');
    await newsletter.getByLabel('E-mail').fill('meera');
    await newsletter.getByLabel('Mobile (optional)').fill('12345');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('Invalid email address')).toBeVisible();
    await expect(newsletter.getByText('Invalid phone number')).toBeVisible();

    const mobile = `86${String(Date.now()).slice(-8)}`;
    await newsletter.getByLabel('E-mail').fill(`meera-${mobile}@example.com`);
    await newsletter.getByLabel('Mobile (optional)').fill(mobile);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('status')).toHaveText('Thank you for subscribing');
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  });
});
