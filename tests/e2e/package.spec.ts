import { expect, test } from '@playwright/test';
import { layoutShiftSoFar } from '../support/layout-shift.ts';

// Seed: Adi Kailash Yatra from Delhi, list price ₹52,000, selling price ₹47,500, 10 days.
const PACKAGE_PATH = '/adi-kailash/adi-kailash-yatra-from-delhi';
const REGISTRATION_PATH = '/kailash-mansarovar/kailash-mansarovar-yatra-free-registration';

test.describe('package detail', () => {
  test('shows the price, the duration and the EMI offers', async ({ page }) => {
    const response = await page.goto(PACKAGE_PATH);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Adi Kailash Yatra from Delhi/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adi Kailash Yatra from Delhi');
    await expect(page.getByTestId('package-price')).toHaveText('₹47,500');
    await expect(page.getByRole('deletion')).toContainText('₹52,000');
    await expect(page.getByTestId('package-duration')).toContainText('10 Days');

    // Lowest instalment: IndusInd 36 months at 12% p.a. on ₹47,500 = 47500·0.01·1.01³⁶/(1.01³⁶−1) ≈ ₹1,578.
    await expect(page.getByTestId('emi-best')).toHaveText('EMI starts at ₹1,578/month with IndusInd for 36 months');

    const indusInd = page.getByRole('table', { name: 'IndusInd EMI plans for ₹47,500' });
    await expect(indusInd).toBeVisible();
    await expect(indusInd.getByRole('columnheader')).toHaveText([
      'Months',
      'Monthly EMI',
      'Interest (% p.a.)',
      'Extra interest',
      'Total cost',
    ]);
    const rows = indusInd.locator('tbody tr');
    await expect(rows.getByRole('rowheader')).toHaveText(['3', '6', '9', '12', '18', '24', '36']);
    await expect(rows.last().getByRole('cell')).toHaveText([/^₹1,577\.\d\d$/, '12%', /^₹9,2\d\d\.\d\d$/, /^₹56,7\d\d\.\d\d$/]);

    // Every bank has its own disclosure; a closed bank's table is rendered when it is opened, not in the first HTML.
    await expect(page.locator('details')).toHaveCount(11);
    await expect(page.locator('#emi table')).toHaveCount(1);
    const kotak = page.locator('details', { has: page.getByText('Kotak', { exact: true }) });
    await kotak.getByText('Kotak', { exact: true }).click();
    await expect(kotak.locator('tbody tr').getByRole('rowheader')).toHaveText(['3', '6', '9', '12', '18', '24']);

    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  });

  test("Tab reaches 'Book Now' soon after the title: the booking card comes before the sections, drawn beside them", async ({ page }) => {
    await page.goto(PACKAGE_PATH);
    // Drawn as before: beside the sections on a wide screen, tops aligned, with no layout shift.
    const card = page.getByRole('complementary', { name: 'Price and booking' });
    const sections = page.locator('[data-package-tabs]');
    const [cardBox, sectionsBox] = [await card.boundingBox(), await sections.boundingBox()];
    expect(cardBox!.x).toBeGreaterThan(sectionsBox!.x + sectionsBox!.width);
    expect(Math.abs(cardBox!.y - sectionsBox!.y)).toBeLessThan(2);
    const shift = await layoutShiftSoFar(page);
    expect(shift).toBeLessThan(0.1);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Breadcrumbs, the wishlist heart, the rating, the card's 'see plans', then 'Book Now' (it was 28 Tabs away).
    const book = page.getByRole('button', { name: 'Book Now' });
    const isFocused = () => book.evaluate((element) => element === document.activeElement);
    for (let tabs = 0; tabs < 8 && !(await isFocused()); tabs += 1) await page.keyboard.press('Tab');
    await expect(book).toBeFocused();

    // On a phone the card shows above the sections, as it now reads.
    await page.setViewportSize({ width: 390, height: 844 });
    const cardAboveSections = async () => {
      const [phoneCard, phoneSections] = [await card.boundingBox(), await sections.boundingBox()];
      return phoneCard!.y + phoneCard!.height <= phoneSections!.y && phoneCard!.x < phoneSections!.x + phoneSections!.width;
    };
    await expect.poll(cardAboveSections).toBe(true);
  });

  test("shows 'Register Now' on the free registration package", async ({ page }) => {
    await page.goto(REGISTRATION_PATH);
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  });

  test('answers 404 for an unknown package', async ({ page }) => {
    const response = await page.goto('/kailash-mansarovar/no-such-package');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
