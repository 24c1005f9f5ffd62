import { expect, type Locator } from '@playwright/test';

/**
 * Repeats `act` (a click or focus that should show `target`) until `target` is visible. The server HTML
 * looks interactive before React has hydrated it, and an event that lands before hydration is lost; the
 * web sets no hydration marker to wait for. `act` runs only while `target` is hidden, so a late-acting
 * first try is not undone by a second one; give its clicks a short timeout so a retry is never stuck.
 */
export async function actUntilVisible(target: Locator, act: () => Promise<void>): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await act();
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** A click for `actUntilVisible`: short enough that a click blocked by an opening dialog is retried. */
export const retryableClick = { timeout: 2_000 } as const;
