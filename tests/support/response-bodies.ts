import type { Page, Response } from '@playwright/test';

/**
 * The next response whose URL and body match. A body the browser no longer holds (the response of a page already
 * navigated away from) does not match, instead of failing the wait: Chromium answers "No resource with given
 * identifier" for it, and `waitForResponse` would reject on the first such response.
 */
export function nextResponseWithBody(page: Page, url: (url: string) => boolean, body: (text: string) => boolean): Promise<Response> {
  return page.waitForResponse(async (response) => url(response.url()) && body(await response.text().catch(() => '')));
}
