import { createHash } from 'node:crypto';
import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { newCustomer, signInBrowser } from '../support/booking.ts';
import { cachedPage } from '../support/cached-pages.ts';
import { actUntilVisible } from '../support/hydration.ts';
import { pagesRenderedPerRequest, samplePath } from '../support/rendered-pages.ts';

/** The script-src directive of a response's policy. */
function scriptSource(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  return policy.split(/;\s*/).find((directive) => directive.startsWith('script-src ')) ?? '';
}

/** The nonce of a strict script-src, or null when the directive has none. */
function nonceOf(directive: string): string | null {
  return /^script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/.exec(directive)?.[1] ?? null;
}

/** Every policy a response carries (a cached page has two; browsers enforce each). */
async function policies(response: APIResponse | Response): Promise<string[]> {
  return (await response.headersArray())
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);
}

/** The hash source of each inline script in `html`, computed here, as a browser would. */
function inlineHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes ?? ''));
  return [...new Set(scripts.map(([, , text]) => `'sha256-${createHash('sha256').update(text ?? '').digest('base64')}'`))];
}

/** Resolves with the directive of the first policy violation on the page, once one happens. */
function nextViolation(page: Page): Promise<string> {
  return page.evaluate(
    () => new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true })),
  );
}

/** Adds what an injection through HTML would: an inline handler that sets `window.__injected`. */
async function injectInlineHandler(page: Page): Promise<void> {
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img alt="" src="invalid:" onerror="window.__injected = true">'));
}

/** The opening tags of the scripts a page's HTML runs (JSON-LD and other data blocks are never run). */
function runnableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
}

test.describe('the script policy (Content-Security-Policy)', () => {
  test('every page rendered per request gets a fresh nonce, and each of its scripts carries it', async ({ request }) => {
    const routes = pagesRenderedPerRequest();
    expect(routes).toEqual(expect.arrayContaining(['/check-out', '/profile', '/thank-you', '/registration/kmy/add']));
    for (const route of routes) {
      const [first, second] = [await request.get(samplePath(route)), await request.get(samplePath(route))];
      const nonce = nonceOf(scriptSource(first));
      expect(nonce, `${route}: ${scriptSource(first)}`).not.toBeNull();
      expect(nonceOf(scriptSource(second)), route).not.toBe(nonce);
      expect(first.status(), route).toBe(200);
      const scripts = runnableScripts(await first.text());
      expect(scripts.length, route).toBeGreaterThan(0);
      for (const script of scripts) expect(script, route).toContain(`nonce="${nonce}"`);
    }
  });

  test('a cached page is stored with a second policy: its own inline scripts by hash, nothing else inline', async ({ request }) => {
    for (const path of ['/', '/package/kailash-mansarovar', '/char-dham/char-dham-yatra-from-haridwar']) {
      const response = await cachedPage(request, path);
      const html = await response.text();
      const [shared, own] = await policies(response);
      expect(shared).toContain("script-src 'self' 'unsafe-inline'");
      const hashes = inlineHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(own, path).toBe(`script-src 'self' ${hashes.join(' ')}`);
      expect(html, path).not.toContain(' nonce="');
    }
  });

  test('a visitor on a cached page: it works, with no policy error, and an injected inline handler does not run', async ({ page, request }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Every violation from the first byte, the silent ones too (a caught `new Function` logs nothing to the console).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { __violations?: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
    });
    await cachedPage(request, '/package/kailash-mansarovar');
    const response = await page.goto('/package/kailash-mansarovar');
    expect(response && (await policies(response))).toHaveLength(2);
    // Hydrated: the header's search box opens its overlay (client code loaded and run under both policies).
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await actUntilVisible(page.getByRole('dialog', { name: 'Search' }), async () => {
      await search.blur();
      await search.focus();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
    // A form validated by zod in the browser: its object parser runs without probing for eval.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog').getByText('E-mail is required')).toBeVisible();
    expect(await page.evaluate(() => (window as { __violations?: string[] }).__violations)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(refused).toEqual([]);
    const violated = nextViolation(page);
    await injectInlineHandler(page);
    expect(await violated).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test('signed in, the profile and the check-out work under it and a script injected into the page does not run', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await signInBrowser(page, await newCustomer('csp'));
    await page.goto('/profile');
    await expect(page.getByTestId('profile-details')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bookings' }).getByText('Loading…')).toHaveCount(0);
    expect(refused).toEqual([]);

    // The policy refuses an injected inline handler and says which directive.
    const violated = nextViolation(page);
    await injectInlineHandler(page);
    expect(await violated).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

    refused.length = 0;
    await page.goto('/check-out');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
