import type { Page } from '@playwright/test';

/**
 * How many live regions of the page hold `text` (an `aria-live` other than off, or an alert, status or log):
 * each one would read it out, so a message announced once is held by exactly one.
 */
export function liveRegionsHolding(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const live = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
    return Array.from(document.querySelectorAll(live)).filter((region) => region.textContent?.includes(wanted)).length;
  }, text);
}
