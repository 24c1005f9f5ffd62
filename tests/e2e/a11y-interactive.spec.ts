import { expect, test, type Locator, type Page } from '@playwright/test';
import { comingYatraSeason } from '@pilgrim/schema/rules';
import { popup } from '../support/auth-popup.ts';
import { openDatePicker, SOLD_OUT_PACKAGE_SLUG, bookablePackage } from '../support/booking.ts';
import { holdBackOtp } from '../support/held-back-otp.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { settle } from '../support/page-tasks.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { documentSearch } from '../support/trusted-documents.ts';
import { overlayQuickEnquiry } from '../support/search-overlay.ts';

/**
 * The keyboard and screen-reader audit's interactive defects: search results nobody heard, an overlay opening after
 * Escape, focus dropped on <body> by the login popup on /profile, toasts over the search overlay, the lightbox's
 * invisible focus, a 'see plans' link without its package and the date picker's first focus on 'Close'.
 */

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

const OVERLAY_INPUT_LABEL = 'Search tours, blogs, news and collections';
const PACKAGE_PATH = '/adi-kailash/adi-kailash-yatra-from-delhi';

function headerSearch(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search', exact: true });
}

function searchOverlay(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search' });
}

async function openSearchOverlay(page: Page): Promise<Locator> {
  await page.goto('/');
  const dialog = searchOverlay(page);
  await actUntilVisible(dialog, async () => {
    await headerSearch(page).blur();
    await headerSearch(page).focus();
  });
  return dialog;
}

type Counts = { totalCount: number; packages: { count: number }; blogs: { count: number }; news: { count: number }; collections: { count: number } };

async function searchCounts(page: Page, query: string): Promise<Counts> {
  const response = await page.request.get(`/api/graphql?${documentSearch('SearchResultsQuery', { query })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { search: Counts } }).data.search;
}

/** Every distinct non-empty text the dialog's status regions held, in order, recorded from now on. */
async function recordStatusTexts(dialog: Locator): Promise<() => Promise<string[]>> {
  await dialog.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    const read = () => {
      for (const status of Array.from(element.querySelectorAll('[role="status"]'))) {
        const text = (status.textContent ?? '').trim();
        if (text !== '' && seen[seen.length - 1] !== text) seen.push(text);
      }
    };
    new MutationObserver(read).observe(element, { subtree: true, childList: true, characterData: true });
  });
  return () => dialog.page().evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
}

test.describe('search overlay', () => {
  test('announces how many tours were found once typing settles, in one polite status', async ({ page }) => {
    const dialog = await openSearchOverlay(page);
    const announcements = await recordStatusTexts(dialog);
    const counts = await searchCounts(page, 'kailash');
    expect(counts.packages.count).toBeGreaterThan(1);
    const others = counts.blogs.count + counts.news.count + counts.collections.count;
    const expected = `${counts.packages.count} tours${others > 0 ? ` and ${others} other result${others === 1 ? '' : 's'}` : ''} found for “kailash”`;

    await dialog.getByRole('searchbox', { name: OVERLAY_INPUT_LABEL }).pressSequentially('kailash');
    const status = dialog.getByRole('status').filter({ hasText: 'found for' });
    await expect(status).toHaveText(expected);
    await expect(dialog.getByRole('tab', { name: `Packages (${counts.packages.count})` })).toBeVisible();
    // One announcement for the settled query, none for the keystrokes on the way.
    expect((await announcements()).filter((text) => text !== 'Loading')).toEqual([expected]);

    // No results: the spec's 'no tours found' is the only thing said.
    await dialog.getByRole('searchbox', { name: OVERLAY_INPUT_LABEL }).fill('zzqxv nothing');
    await expect(dialog.getByRole('status').filter({ hasText: 'no tours found' })).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: /found/ })).toHaveCount(1);
  });

  /**
   * Holds back the chunk that holds the overlay's markup and focuses the header box until that chunk is asked for
   * (the box opens the overlay on focus once hydrated); `deliver` lets it through and resolves once it has arrived.
   */
  async function focusWithOverlayCodeHeld(page: Page): Promise<{ deliver: () => Promise<void> }> {
    let overlayRequested = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let delivered = () => {};
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      // A chunk the page no longer waits for (its response disposed) goes on untouched: it is not the one held.
      const fetched = await route.fetch().then(async (response) => ({ response, body: await response.text() })).catch(() => null);
      if (fetched === null) return route.continue().catch(() => {});
      const { response, body } = fetched;
      const isOverlay = body.includes(OVERLAY_INPUT_LABEL);
      if (isOverlay) {
        overlayRequested = true;
        await released;
      }
      await route.fulfill({ response, body });
      if (isOverlay) delivered();
    });
    await expect(async () => {
      await headerSearch(page).blur();
      await headerSearch(page).focus();
      expect(overlayRequested).toBe(true);
    }).toPass({ timeout: 20_000 });
    await expect(headerSearch(page)).toBeFocused();
    return {
      deliver: async () => {
        release();
        await arrived;
        await settle(page);
        await settle(page);
      },
    };
  }

  test('Escape pressed while its code is still loading keeps the overlay closed', async ({ page }) => {
    await page.goto('/');
    const overlayCode = await focusWithOverlayCodeHeld(page);
    await page.keyboard.press('Escape');

    await overlayCode.deliver();
    await expect(searchOverlay(page)).toHaveCount(0);
    await expect(headerSearch(page)).toBeFocused();

    // Still usable: typing opens it.
    await headerSearch(page).pressSequentially('ka');
    await expect(searchOverlay(page).getByRole('searchbox', { name: OVERLAY_INPUT_LABEL })).toHaveValue('ka');
  });

  test('Tab pressed away from the box while its code is still loading keeps the overlay closed and focus where it went', async ({ page }) => {
    await page.goto('/');
    const overlayCode = await focusWithOverlayCodeHeld(page);
    await page.keyboard.press('Tab');
    await expect(headerSearch(page)).not.toBeFocused();
    const wentTo = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));

    await overlayCode.deliver();
    await expect(searchOverlay(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toBe(wentTo);

    // Still usable: a click opens it.
    await headerSearch(page).click();
    await expect(searchOverlay(page).getByRole('searchbox', { name: OVERLAY_INPUT_LABEL })).toBeFocused();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} a toast leaves the search box, its Close and the focused field uncovered`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The enquiry's send answered as for a lead whose new code the resend gap held back: its toast and the OTP step.
      await holdBackOtp(page, 'Please wait 45 seconds before requesting a new OTP', 45);
      const dialog = await openSearchOverlay(page);
      const form = overlayQuickEnquiry(dialog);
      await form.getByLabel('Name').fill('Asha Rao');
      await form.getByLabel('E-mail').fill('toast-overlay@example.com');
      await form.getByLabel('Phone', { exact: true }).fill('8512345678');
      await form.getByLabel('No. of Persons').selectOption('11-20');
      const picker = form.getByRole('combobox', { name: 'Packages' });
      await picker.fill('yatra');
      await picker.press('ArrowDown');
      await picker.press('Enter');
      await expect(form.getByRole('button', { name: /^Remove / })).toBeVisible();
      await picker.press('Escape');
      await form.getByRole('button', { name: 'Submit' }).click();

      const toast = page.locator('[data-toaster] [data-toast-kind]').filter({ hasText: 'Please wait 45 seconds' });
      await expect(toast).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeVisible();
      await expect.poll(() => form.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const toastBox = (await toast.boundingBox())!;
      for (const control of [dialog.getByRole('searchbox', { name: OVERLAY_INPUT_LABEL }), dialog.getByRole('button', { name: 'Close search' })]) {
        const box = (await control.boundingBox())!;
        const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
        expect(overlaps, `${await control.getAttribute('aria-label')} is under the toast`).toBe(false);
      }
      const focusedUncovered = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const box = focused.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && (hit === focused || focused.contains(hit));
      });
      expect(focusedUncovered, 'the OTP step\'s focused control is not under the toast').toBe(true);
    });
  }
});

test.describe('login popup on /profile', () => {
  test('closing the popup that opened by itself hands focus to the page heading, not <body>', async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1, name: 'My Profile' });
    for (const close of ['Escape', 'Close button'] as const) {
      await page.goto('/profile');
      const dialog = popup(page, 'Login');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Mobile Number')).toBeFocused();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(heading, `after ${close}`).toBeFocused();
    }
    // Opened from the page's own 'Sign In', it hands focus back to that button.
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In' });
    await signIn.click();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeFocused();
  });
});

/** WCAG contrast ratio of two `rgb(…)`/`rgba(…)` colours (opaque). */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('each lightbox control focused by the keyboard shows a ring of 3:1 or more against the backdrop', async ({ page }) => {
  await page.goto('/kailash-mansarovar-yatra-photos');
  // Last season's Kailash album (the seed names it by the year before the coming season).
  const albumName = `Kailash Mansarovar Yatra ${comingYatraSeason(new Date()) - 1}`;
  const album = page.getByRole('region', { name: albumName });
  const dialog = page.getByRole('dialog', { name: albumName });
  await actUntilVisible(dialog, () => album.getByRole('button', { name: /^Open photo 2 of \d+: / }).click(retryableClick));
  const names = new Set<string>();
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    const focused = dialog.locator(':focus');
    await expect(focused).toHaveCount(1);
    const ring = await focused.evaluate((element) => {
      const style = getComputedStyle(element);
      const container = element.closest('.yarl__container') ?? element.closest('[role="dialog"]')!;
      return {
        name: element.getAttribute('aria-label') ?? '',
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
        backdrop: getComputedStyle(container).backgroundColor,
      };
    });
    names.add(ring.name);
    expect(ring.style, `${ring.name}'s outline`).not.toBe('none');
    expect(ring.width, `${ring.name}'s outline width`).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.backdrop), `${ring.name}'s ring against ${ring.backdrop}`).toBeGreaterThanOrEqual(3);
  }
  expect([...names]).toEqual(expect.arrayContaining(['Close']));
});

test("the booking card's 'see plans' link names the package whose EMI plans it leads to", async ({ page }) => {
  await page.goto(PACKAGE_PATH);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const link = page.getByRole('link', { name: `see plans for EMI on ${title}`, exact: true });
  await expect(link).toHaveText(/see plans/);
  await expect(link).toHaveAttribute('href', '#emi');
});

test('the date picker first focuses the first date that can be chosen, not Close', async ({ page }) => {
  const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
  expect(pkg.departures[0]?.status).toBe('SOLD_OUT');
  const dialog = await openDatePicker(page, pkg.path);
  const radios = dialog.getByRole('radio');
  await expect(radios.first()).toBeDisabled();
  await expect(dialog.getByRole('radio', { disabled: false }).first()).toBeFocused();
  await expect(popup(page, 'Choose your departure date').getByRole('button', { name: 'Close' })).not.toBeFocused();
});
