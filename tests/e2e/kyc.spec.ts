import { expect, test, type Page } from '@playwright/test';
import { createUser, toastWith, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { signInInPage } from '../support/session.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { PNG_8X8 } from '../support/uploads.ts';

/** `/profile#kyc` (issue 13): the KYC form uploads its scan through the same-origin proxy, previews it and keeps it. */

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

async function openKyc(page: Page): Promise<void> {
  const mobile = uniqueMobile();
  const email = uniqueEmail('kyc-e2e', mobile);
  await createUser(mobile, email);
  await page.goto('/');
  const signedIn = await signInInPage(page, email);
  expect(signedIn.status, signedIn.url).toBe(200);
  expect(signedIn.url).not.toContain('error');
  await page.goto('/profile#kyc');
  await expect(page.getByTestId('profile-details')).toBeVisible();
}

const kycForm = (page: Page) => page.getByRole('form', { name: 'KYC document' });

test('uploads a KYC document in the profile, previews it, and still shows it after a reload', async ({ page }) => {
  await openKyc(page);
  const form = kycForm(page);
  const kyc = page.locator('section#kyc');
  await expect(kyc.getByText('No KYC document yet.')).toBeVisible();
  await form.getByLabel('Document type').selectOption('PAN');
  await form.getByLabel('Document number').fill('abcde 1234 f');

  // A text file named .png is refused before anything is sent.
  await form.getByLabel('Document scan').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('<?php echo 1; ?>') });
  // Focus stays on the input after the file chooser: the message is announced as it appears.
  await expect(form.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or PDF file');

  await form.getByLabel('Document scan').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(form.getByRole('img', { name: 'Preview of scan.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(toastWith(page, 'KYC document submitted for verification')).toBeVisible();
  await expect(kyc.getByText('KYC status: Pending verification')).toBeVisible();
  const stored = form.getByRole('img', { name: 'Preview of your document' });
  await expect(stored).toHaveJSProperty('complete', true);
  expect(await stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);

  await page.reload();
  await expect(kyc.getByText('KYC status: Pending verification')).toBeVisible();
  await expect(kycForm(page).getByLabel('Document number')).toHaveValue('ABCDE1234F');
  await expect(kycForm(page).getByRole('img', { name: 'Preview of your document' })).toBeVisible();

  expect(await axeViolations(page, '#kyc')).toEqual([]);
});

test("keyboard: 'Save photo' with no photo says 'Choose a photo' and moves focus to the photo's file input", async ({ page }) => {
  await openKyc(page);
  const photo = page.getByRole('form', { name: 'Profile photo' });
  await photo.getByRole('button', { name: 'Save photo' }).focus();

  await page.keyboard.press('Enter');
  await expect(photo.getByText('Choose a photo')).toBeVisible();
  await expect(photo.getByLabel('Profile photo')).toBeFocused();
  await expect(photo.getByLabel('Profile photo')).toHaveAttribute('aria-invalid', 'true');
});

test("keyboard: 'Submit KYC' with a number but no scan moves focus to the scan's file input", async ({ page }) => {
  await openKyc(page);
  const form = kycForm(page);
  await form.getByLabel('Document number').focus();
  await page.keyboard.type('234567890123'); // An Aadhaar number, the type chosen at first.
  await form.getByRole('button', { name: 'Submit KYC' }).focus();

  await page.keyboard.press('Enter');
  await expect(form.getByText('Attach a scan or photo of the document')).toBeVisible();
  await expect(form.getByLabel('Document scan')).toBeFocused();
});
