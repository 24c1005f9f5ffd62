import type { BrowserContext, Page } from '@playwright/test';

/** The web's localStorage key of the timed popups' close times (`web/src/components/subscribers/popupCloseTimes.ts`). */
export const POPUP_CLOSE_TIMES_KEY = 'pilgrim-popups-closed';

/** The close times the page has stored, as the web reads them. */
export type PopupCloseTimes = { promo?: number; newsletter?: number };

/**
 * Keeps the promo (30 s) and newsletter (60 s) popups from opening in specs about something else: every page of
 * `target` starts as if both had just been closed (suppressed for the hour). For specs that stay on one page load
 * long enough, or move Playwright's clock far enough, for a popup to open over what they test.
 */
export async function keepTimedPopupsClosed(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript((key) => {
    try {
      const now = Date.now();
      window.localStorage.setItem(key, JSON.stringify({ promo: now, newsletter: now }));
    } catch {
      // storage off: nothing to keep closed
    }
  }, POPUP_CLOSE_TIMES_KEY);
}

/** The close times stored in `page`'s localStorage (empty when none). */
export async function storedPopupCloseTimes(page: Page): Promise<PopupCloseTimes> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), POPUP_CLOSE_TIMES_KEY);
  return text ? (JSON.parse(text) as PopupCloseTimes) : {};
}
