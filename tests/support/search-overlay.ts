import type { Locator } from '@playwright/test';

/**
 * The search overlay's Quick Enquiry section: found by its heading, as a screen reader user finds it (it is not a
 * region of its own; the footer's card is the one region named 'Quick Enquiry').
 */
export function overlayQuickEnquiry(overlay: Locator): Locator {
  return overlay.locator('section').filter({ has: overlay.page().getByRole('heading', { name: 'Quick Enquiry', exact: true }) });
}
