import type { Page } from '@playwright/test';
import { sentOperationOf } from './trusted-documents.ts';

/** What a held request gets on `release`: sent on to the server, or a 500 from the browser's door. */
export type HeldAnswer = 'continue' | 'fail';

/**
 * Holds every request of the web's GraphQL operation `operationName` at the browser's door until `release` is
 * called (a call in flight, for what the page shows meanwhile); `seen` counts them. Other requests go on untouched.
 * With `answer: 'fail'` the held requests are then answered 500 (a failure the server never saw).
 */
export async function holdOperation(
  page: Page,
  operationName: string,
  { answer = 'continue' }: { answer?: HeldAnswer } = {},
): Promise<{ release: () => void; seen: () => number }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route('**/api/graphql*', async (route) => {
    if (sentOperationOf(route.request())?.operationName !== operationName) return route.fallback();
    seen += 1;
    await held;
    return answer === 'fail' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) : route.fallback();
  });
  return { release: () => release(), seen: () => seen };
}
