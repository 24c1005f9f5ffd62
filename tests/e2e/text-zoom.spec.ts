import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLogin } from '../support/auth-popup.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/**
 * The text-size and layout audit: with the text at 200 % (WCAG 1.4.4 / 1.4.10) the header and footer ran out of the
 * window and the announcement clipped its text; the footer's quick enquiry depended on the order the CSS chunks load
 * in; the footer's links were 16px targets (2.5.8); an h2 came before the page's h1 where the notice board shows; the
 * login popup left a hole between its buttons and 'New here?'.
 *
 * Text at 200 % is the root font size at 200 % (every text size and the shell's boxes are in rem; Chromium has no
 * text-only zoom Playwright can drive). Media queries do not see it, as they do not see a browser's text size setting
 * changed after load, so what is checked is the layout's own reflow.
 */
const WIDE = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const NARROW = { width: 320, height: 640 } as const;
/** A page whose own content reflows at 200 % (the shell is what is measured). */
const PLAIN_PAGE = '/about-us';

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

async function enlargeText(page: Page): Promise<void> {
  await page.addStyleTag({ content: 'html { font-size: 200% }' });
}

/** The shell's parts measured: the announcement, the header, the footer and the phone's bottom bar. */
function shellParts(page: Page): Locator[] {
  return [
    page.getByRole('complementary', { name: 'Announcement' }),
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: 'Quick actions' }),
  ];
}

/**
 * The elements of `part` that reach out of the window sideways. An element inside a box that clips or scrolls
 * sideways and itself stays in the window (the announcement's marquee, the phone's scrolling menu row) is that box's
 * business, not the page's.
 */
async function outOfWindow(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const right = document.documentElement.clientWidth;
    const inClippingBox = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== root.parentElement; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const box = parent.getBoundingClientRect();
        if (box.left >= -1 && box.right <= right + 1) return true;
      }
      return false;
    };
    return [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        return (box.left < -1 || box.right > right + 1) && !inClippingBox(element);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().left)}..${Math.round(element.getBoundingClientRect().right)}`);
  });
}

/** Pairs of the header's logo, search box and actions whose boxes overlap (at 200 % the Call text ran over the search). */
async function overlapping(page: Page): Promise<string[]> {
  const header = page.getByRole('banner');
  const parts = [header.getByRole('link', { name: / home$/ }), header.getByRole('searchbox', { name: 'Search' })];
  for (const item of await header.getByRole('list', { name: 'Account and support' }).getByRole('listitem').all()) {
    if (await item.isVisible()) parts.push(item);
  }
  const boxes = await Promise.all(parts.map(async (part) => ({ name: (await part.textContent())?.trim() || (await part.getAttribute('placeholder')) || 'search', box: (await part.boundingBox())! })));
  const overlaps: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const apart = a.box.x + a.box.width <= b.box.x + 0.5 || b.box.x + b.box.width <= a.box.x + 0.5 || a.box.y + a.box.height <= b.box.y + 0.5 || b.box.y + b.box.height <= a.box.y + 0.5;
      if (!apart) overlaps.push(`${a.name} × ${b.name}`);
    }),
  );
  return overlaps;
}

/** Boxes whose content is taller than they are (text cut off at the top or bottom). */
async function clippedVertically(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollHeight > element.clientHeight + 1)
      .map((element) => `${element.tagName.toLowerCase()} ${element.scrollHeight} > ${element.clientHeight}`),
  );
}

for (const viewport of [WIDE, PHONE, NARROW]) {
  test.describe(`at ${viewport.width}px wide with the text at 200 %`, () => {
    test.use({ viewport });

    test('the announcement, header, footer and bottom bar reflow inside the window and the page does not scroll sideways', async ({ page }) => {
      await page.goto(PLAIN_PAGE);
      await enlargeText(page);
      // The footer's enquiry form is loaded when it nears the window: measured with it.
      const enquiry = page.getByTestId('footer-enquiry');
      await enquiry.scrollIntoViewIfNeeded();
      await expect(enquiry.getByLabel('Name')).toBeVisible();
      for (const part of shellParts(page)) {
        if (!(await part.isVisible())) continue;
        expect(await outOfWindow(part), `${await part.evaluate((element) => element.tagName)} stays in the window`).toEqual([]);
      }
      expect(await overlapping(page), 'the header\u2019s logo, search and actions do not overlap').toEqual([]);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(clientWidth);
    });

    test('the skip link stays out of sight until focused, then shows whole', async ({ page }) => {
      await page.goto(PLAIN_PAGE);
      await enlargeText(page);
      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skipLink).not.toBeInViewport();
      await skipLink.focus();
      await expect(skipLink).toBeInViewport({ ratio: 1 });
    });

    test('the announcement grows with its text instead of clipping it', async ({ page }) => {
      await page.goto(PLAIN_PAGE);
      await enlargeText(page);
      const announcement = page.getByRole('complementary', { name: 'Announcement' });
      await expect(announcement.getByText(/Kailash aerial darshan/).first()).toBeVisible();
      expect(await clippedVertically(announcement)).toEqual([]);
      expect(await clippedVertically(announcement.locator('*'))).toEqual([]);
      const [banner, text] = await Promise.all([announcement.boundingBox(), announcement.getByText(/Kailash aerial darshan/).first().boundingBox()]);
      expect(text!.y).toBeGreaterThanOrEqual(banner!.y - 0.5);
      expect(text!.y + text!.height).toBeLessThanOrEqual(banner!.y + banner!.height + 0.5);
    });
  });
}

test.describe('the footer at 1280px', () => {
  test.use({ viewport: WIDE });

  test('with the text at 200 % the quick enquiry stacks its fields to the width of its own box, none of them cramped', async ({ page }) => {
    await page.goto(PLAIN_PAGE);
    await enlargeText(page);
    const enquiry = page.getByTestId('footer-enquiry');
    await enquiry.scrollIntoViewIfNeeded();
    await expect(enquiry.getByLabel('Name')).toBeVisible();
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(rem).toBe(32);
    // Four columns in a box 32rem wide left each field under 8rem: the phone's number box a few digits wide.
    for (const field of [enquiry.getByLabel('Name'), enquiry.getByLabel('E-mail'), enquiry.getByLabel('Phone', { exact: true }), enquiry.getByLabel('No. of Persons')]) {
      const box = (await field.boundingBox())!;
      expect(box.width / rem, `${await field.getAttribute('id')} is at least 11rem wide`).toBeGreaterThanOrEqual(11);
    }
    const columns = await enquiry.locator('form').evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBeLessThan(4);
  });

  test('the quick enquiry keeps its four-column grid and its comment box keeps its padding when the shared form styles load last', async ({ page }) => {
    await page.goto('/');
    const enquiry = page.getByTestId('footer-enquiry');
    await enquiry.scrollIntoViewIfNeeded();
    const comment = enquiry.getByLabel('Comment');
    await expect(comment).toBeVisible();
    const form = enquiry.locator('form');
    const layout = async () => ({
      columns: await form.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length),
      commentPadding: await comment.evaluate((element) => getComputedStyle(element).paddingTop),
    });
    const asBuilt = await layout();
    expect(asBuilt).toEqual({ columns: 4, commentPadding: '9.6px' });

    // The shared form.module.css rules, found by the class of a field label (only form.module.css styles it), copied
    // into a stylesheet after every other: the order a build that loads form.module.css's chunk last would give.
    const moved = await enquiry.getByText('Name', { exact: true }).evaluate((label) => {
      const prefix = label.className.replace(/label$/, '');
      if (prefix === label.className) throw new Error(`not the shared form label class: ${label.className}`);
      const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules)).filter((rule) => rule.cssText.includes(`.${prefix}`));
      const style = document.createElement('style');
      style.textContent = rules.map((rule) => rule.cssText).join('\n');
      document.head.append(style);
      return rules.length;
    });
    expect(moved).toBeGreaterThan(10);
    expect(await layout()).toEqual(asBuilt);
  });

  test("the footer's links are targets at least 24px tall and wide", async ({ page }) => {
    await page.goto(PLAIN_PAGE);
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation').getByRole('link').or(footer.locator('address').getByRole('link')).or(footer.getByRole('region', { name: /Pilgrim Yatra/ }).getByRole('link'));
    expect(await links.count()).toBeGreaterThan(20);
    const small = await links.evaluateAll((elements) =>
      elements
        .map((element) => ({ text: element.textContent?.trim() || element.getAttribute('aria-label'), box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 24 || box.width < 24)
        .map(({ text, box }) => `${text} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`),
    );
    expect(small).toEqual([]);
  });
});

test.describe('at 390px wide with the text at 200 %', () => {
  test.use({ viewport: PHONE });

  test("the home page's 'View all' links stay inside the window, beside or under their headings", async ({ page }) => {
    await page.goto('/');
    await enlargeText(page);
    const links = page.getByRole('main').getByRole('link', { name: /^View all \d+ .+ packages$/ });
    expect(await links.count()).toBeGreaterThan(2);
    const right = await page.evaluate(() => document.documentElement.clientWidth);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect({ left: box.x >= 0, right: box.x + box.width <= right + 0.5 }, `${await link.textContent()} ${Math.round(box.x)}..${Math.round(box.x + box.width)}`).toEqual({ left: true, right: true });
    }
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(clientWidth);
  });
});

test.describe('the bottom bar with the text at 200 %', () => {
  // The label's smallest size: at 390px never under the default text's (0.7rem at 16px); at 320px, where a fifth of
  // the window is 64px, 'WhatsApp' fits only a little under it.
  for (const [viewport, smallest] of [[PHONE, 11.2], [NARROW, 10]] as const) {
    test(`at ${viewport.width}px each label shows whole on one line, at ${smallest}px at least, and names its control`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PLAIN_PAGE);
      await enlargeText(page);
      const bar = page.getByRole('navigation', { name: 'Quick actions' });
      for (const [role, name] of [['link', 'Home'], ['button', 'Search'], ['link', 'WhatsApp'], ['button', 'Call'], ['button', 'Enquiry']] as const) {
        const control = bar.getByRole(role, { name, exact: true });
        await expect(control).toBeVisible();
        const label = control.getByText(name, { exact: true });
        const shown = await label.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return {
            // One box per line the word is set on: two when it broke mid-word.
            lines: range.getClientRects().length,
            // Cut off (an ellipsis or a clipped end) when the word is wider than its box.
            whole: element.scrollWidth <= element.clientWidth && range.getBoundingClientRect().right <= element.getBoundingClientRect().right + 0.5,
            fontSize: parseFloat(getComputedStyle(element).fontSize),
          };
        });
        expect({ name, lines: shown.lines, whole: shown.whole }).toEqual({ name, lines: 1, whole: true });
        expect(shown.fontSize, name).toBeGreaterThanOrEqual(smallest);
        const [controlBox, labelBox] = [(await control.boundingBox())!, (await label.boundingBox())!];
        expect(labelBox.x, name).toBeGreaterThanOrEqual(controlBox.x - 0.5);
        expect(labelBox.x + labelBox.width, name).toBeLessThanOrEqual(controlBox.x + controlBox.width + 0.5);
      }
    });
  }
});

test.describe('heading order', () => {
  for (const path of ['/', '/kailash-mansarovar-yatra-registration']) {
    test(`${path}: the page's h1 is its first heading, the notice board above it a labelled region`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Notice Board' })).toBeVisible();
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(page.getByRole('heading').first()).toHaveText((await h1.textContent())!);
    });
  }
});

test.describe('the login popup', () => {
  for (const viewport of [WIDE, { width: 390, height: 844 }]) {
    test(`at ${viewport.width}px, 'New here?' follows the buttons without a hole and changing step does not resize the popup`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const dialog = await openLogin(page);
      const passwordButton = dialog.getByRole('button', { name: 'Login with Password' });
      const createAccount = dialog.getByRole('button', { name: 'Create Account' });
      await expect(createAccount).toBeVisible();
      const buttonsEnd = ((await passwordButton.boundingBox())!.y + (await passwordButton.boundingBox())!.height);
      const gap = (await createAccount.boundingBox())!.y - buttonsEnd;
      // 'New here?' sits about 1rem under the buttons, as the password step's sits under 'Reset Password'.
      expect(gap).toBeLessThanOrEqual(32);
      const phoneStepHeight = (await dialog.boundingBox())!.height;
      await passwordButton.click();
      await expect(dialog.getByLabel('E-mail')).toBeVisible();
      expect((await dialog.boundingBox())!.height).toBeCloseTo(phoneStepHeight, 0);
    });
  }
});
