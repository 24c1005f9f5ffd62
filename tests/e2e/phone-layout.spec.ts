import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, submitPasswordLogin, toastWith, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/**
 * The phone-width audit (390×844, touch): toasts over popup controls, the package page's Weather table widening the
 * page, the weather page's unstyled inputs and tiny chart labels, the back-to-top button over card hearts, and the
 * search overlay's last tab cut off at the screen's edge.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
/** A package whose route has wide weather figures (Kathmandu, Kyirong…) and a call widget. */
const OVERLAND_PACKAGE = '/kailash-overland/kailash-mansarovar-yatra-overland-via-kathmandu';
const COMING_SOON_PACKAGE = { path: '/sri-lanka/sri-lanka-family-holiday', title: 'Sri Lanka Family Holiday with Ramayana Sites' };
const WEATHER_PAGE = '/weather-at-kailash-mansarovar';
const CATEGORY_PATH = '/package/kailash-mansarovar';

let sequence = 0;
/** A valid Indian mobile of this spec's own range (86…), unique in the run. */
function phoneLayoutMobile(): string {
  sequence = (sequence + 1) % 10;
  return `86${String(Date.now() * 10 + sequence).slice(-8)}`;
}

test.use(PHONE);
test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page is no wider than the screen: nothing scrolls it sideways. */
async function pageWidths(page: Page): Promise<{ page: number; viewport: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
}

/**
 * Measured in one go while a toast shows: how many toasts are on screen, whether a tap at the centre of each of
 * `controls` lands on that control, and which controls of the open popup lie under a toast.
 */
async function underToasts(page: Page, controls: Locator[]): Promise<{ toasts: number; missed: string[]; covered: string[] }> {
  const handles = await Promise.all(controls.map((control) => control.elementHandle()));
  return page.evaluate((elements) => {
    const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
    const toasts = Array.from(document.querySelectorAll('[data-toaster] [data-toast-kind]')).map((toast) => toast.getBoundingClientRect());
    const missed = elements.flatMap((element) => {
      if (!element) return ['(missing)'];
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && (hit === element || element.contains(hit)) ? [] : [`${name(element)} (hit: ${hit ? name(hit) : 'nothing'})`];
    });
    const controlsOfPopup = Array.from(document.querySelectorAll('[role="dialog"] :is(button, a[href], input, select, textarea)'));
    const covered = controlsOfPopup.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const under = toasts.some((toast) => box.left < toast.right && toast.left < box.right && box.top < toast.bottom && toast.top < box.bottom);
      return under ? [name(element)] : [];
    });
    return { toasts: toasts.length, missed, covered };
  }, handles);
}

test.describe('toasts at phone width', () => {
  test("the call widget's OTP toast leaves 'Verify With OTP''s Submit tappable and covers no control of the popup", async ({ page }) => {
    await page.goto(OVERLAND_PACKAGE);
    const widget = page.getByRole('dialog', { name: 'Get All Details on Mobile' });
    await actUntilVisible(widget, () => page.getByRole('main').getByRole('button', { name: 'Get All Details on Mobile' }).click(retryableClick));
    await widget.getByLabel('Enter your mobile No.').fill(phoneLayoutMobile());
    await widget.getByRole('button', { name: 'Submit' }).click();

    const otpStep = page.getByRole('dialog', { name: 'Verify With OTP' });
    await expect(otpStep).toBeVisible();
    await expect(toastWith(page, 'Please check OTP sent on your phone number')).toBeVisible();
    const measured = await underToasts(page, [otpStep.getByRole('button', { name: 'Submit' })]);
    expect(measured.toasts).toBeGreaterThan(0);
    expect(measured.missed).toEqual([]);
    expect(measured.covered).toEqual([]);
  });

  test("the request-price OTP step's toast covers none of its controls", async ({ page }) => {
    const mobile = phoneLayoutMobile();
    await page.goto(COMING_SOON_PACKAGE.path);
    const dialog = page.getByRole('dialog', { name: COMING_SOON_PACKAGE.title });
    await actUntilVisible(dialog, () =>
      page.getByRole('main').getByRole('button', { name: `Request Price for ${COMING_SOON_PACKAGE.title}` }).click(retryableClick),
    );
    await dialog.getByLabel('Name').fill('Asha Verma');
    await dialog.getByLabel('E-mail').fill(`phone-layout-${mobile}@example.com`);
    await dialog.getByLabel('Mobile').fill(mobile);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(dialog.getByRole('heading', { name: 'Verify Your Mobile Number' })).toBeVisible();
    await expect(page.locator('[data-toaster] [data-toast-kind]').first()).toBeVisible();
    const measured = await underToasts(page, [dialog.getByRole('button', { name: 'Submit' })]);
    expect(measured.toasts).toBeGreaterThan(0);
    expect(measured.missed).toEqual([]);
    expect(measured.covered).toEqual([]);
  });

  test("a wrong password's toast leaves 'Login with OTP' and the reset link tappable", async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('phone-layout', mobile);
    await createUser(mobile, email);
    const dialog = await submitPasswordLogin(page, email, 'Wrong#2025');

    await expect(toastWith(page, 'Invalid username or password')).toBeVisible();
    const measured = await underToasts(page, [
      dialog.getByRole('button', { name: 'Sign In' }),
      dialog.getByRole('button', { name: 'Login with OTP' }),
      dialog.getByRole('button', { name: /^Reset Password/ }),
    ]);
    expect(measured.toasts).toBeGreaterThan(0);
    expect(measured.missed).toEqual([]);
    expect(measured.covered).toEqual([]);
  });

  test('the toast region itself takes no taps, only the toasts do', async ({ page }) => {
    await page.goto('/');
    const region = page.locator('[data-toaster]');
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveCSS('pointer-events', 'none');
  });
});

test.describe('weather at phone width', () => {
  test("the package page's Weather tab fits the screen; its table scrolls inside its own box if it must", async ({ page }) => {
    await page.goto(OVERLAND_PACKAGE);
    const weather = page.getByRole('tabpanel', { name: 'Weather' });
    await actUntilVisible(weather, () => page.getByRole('tab', { name: 'Weather', exact: true }).click(retryableClick));
    await expect(weather.getByRole('table')).toBeVisible();
    const widths = await pageWidths(page);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // A temperature pair breaks, if at all, between its two readings: never four lines of "19 / °C / 28 / °C".
    const cell = weather.getByRole('row').nth(1).getByRole('cell').first();
    const lines = await cell.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2);
  });

  test('the weather page fits, its date and place inputs are full-size touch targets and the chart labels are readable', async ({ page }) => {
    await page.goto(WEATHER_PAGE);
    const date = page.getByLabel('Travel date');
    const place = page.getByRole('searchbox', { name: 'Search a place' });
    await expect(place).toBeVisible();
    for (const input of [date, place]) {
      const box = await input.boundingBox();
      expect(box?.height, await input.getAttribute('id') ?? '').toBeGreaterThanOrEqual(44);
      // 16px text: iOS zooms the page into smaller inputs on focus.
      expect(parseFloat(await input.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    }
    expect((await date.boundingBox())?.width).toBeGreaterThanOrEqual(150);
    const placeholder = await place.evaluate((element: HTMLInputElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: context.measureText(element.placeholder).width,
        room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(placeholder.text).toBeLessThanOrEqual(placeholder.room);

    const months = page.getByRole('region', { name: 'Month by month' });
    for (const label of ['Jan', 'Jun', 'Dec']) {
      // The chart's label, before the table's row of the same name.
      const box = await months.getByText(label, { exact: true }).first().boundingBox();
      expect(box?.height, label).toBeGreaterThanOrEqual(12);
    }
    const widths = await pageWidths(page);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});

test('the back-to-top button stays clear of the card hearts and above the bottom bar', async ({ page }) => {
  await page.goto(CATEGORY_PATH);
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(backToTop).toBeVisible();
  const button = (await backToTop.boundingBox())!;

  // Brings a heart well down the list level with the button, as a reader scrolling the cards would.
  const hearts = page.getByRole('main').getByRole('button', { name: /^Add .+ to wishlist$/ });
  const heart = hearts.nth(3);
  await heart.evaluate((element, buttonMiddle) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - buttonMiddle);
  }, button.y + button.height / 2);
  await expect
    .poll(async () => {
      const box = (await heart.boundingBox())!;
      return Math.abs(box.y + box.height / 2 - (button.y + button.height / 2));
    })
    .toBeLessThan(2);
  await expect(backToTop).toBeVisible();
  const heartBox = (await heart.boundingBox())!;
  expect(overlaps(heartBox, (await backToTop.boundingBox())!), JSON.stringify({ heartBox, button })).toBe(false);

  const bar = (await page.getByRole('navigation', { name: 'Quick actions' }).boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  // Still a real target (WCAG 2.2's 24px minimum) and reachable by keyboard.
  expect(button.width).toBeGreaterThanOrEqual(24);
  expect(button.height).toBeGreaterThanOrEqual(24);
  await backToTop.focus();
  await expect(backToTop).toBeFocused();
});

test("the search overlay's tabs are all on screen, none cut at the edge", async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await actUntilVisible(dialog, () => page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Search' }).click(retryableClick));
  await dialog.getByRole('searchbox').fill('kailash');
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(tabs.last()).toHaveText(/^Collection \(\d+\)$/);
  // Whole boxes inside the tab list and the screen: a strip scrolled sideways showed the last tab as a cut "C".
  const tablist = (await dialog.getByRole('tablist').boundingBox())!;
  const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    const label = (await tab.textContent()) ?? '';
    expect(box.x, label).toBeGreaterThanOrEqual(Math.max(tablist.x, 0));
    expect(box.x + box.width, label).toBeLessThanOrEqual(Math.min(tablist.x + tablist.width, screenWidth));
    await expect(tab).toBeVisible();
  }
});
