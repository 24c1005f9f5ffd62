import type { Page } from '@playwright/test';

/**
 * Resolves once the page has run the tasks queued before this call, with what they started: React renders
 * a timer's state update in a task of its scheduler (a MessageChannel message), which runs before messages
 * posted after it; a request a click handler started is reported before this call's answer.
 */
export async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
