import type { Page } from '@playwright/test';
import { sentOperationOf } from './trusted-documents.ts';

/**
 * Holds every request of the web's GraphQL operation `operationName` at the browser's door until `release` is
 * called (a call in flight, for what the page shows meanwhile); `seen` counts them. Other requests go on untouched.
 */
export async function holdOperation(page: Page, operationName: string): Promise<{ release: () => void; seen: () => number }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route('**/api/graphql*', async (route) => {
    if (sentOperationOf(route.request())?.operationName !== operationName) return route.fallback();
    seen += 1;
    await held;
    return route.fallback();
  });
  return { release: () => release(), seen: () => seen };
}
