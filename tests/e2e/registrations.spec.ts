import { expect, test, type Locator, type Page } from '@playwright/test';
import { popup } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { bookablePackage, newCustomer, REGISTRATION_PACKAGE_SLUG, signInThroughPopup } from '../support/booking.ts';
import { holdOperation } from '../support/held-operation.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

const form = (page: Page, name: string): Locator => page.getByRole('form', { name });
/** A 1×1 PNG: the api decodes and re-encodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const saveAndContinue = (step: Locator) => step.getByRole('button', { name: 'Save and continue' }).click();

/** Issue 13: the KMY free provisional registration from 'Register Now', step by step, then in /profile#registrations. */
test.describe('KMY registration', () => {
  test.setTimeout(90_000);

  test('Register Now signed out → login → every step with uploads → listed, e-mailed and deleted in the profile', async ({ page }) => {
    await keepTimedPopupsClosed(page);
    const customer = await newCustomer('kmy-registration');
    const pkg = await bookablePackage(REGISTRATION_PACKAGE_SLUG);
    await page.goto(pkg.path);
    await actUntilVisible(popup(page, 'Login'), () => page.getByRole('button', { name: 'Register Now' }).click(retryableClick));
    await signInThroughPopup(page, customer.email);
    await expect(page).toHaveURL(/\/registration\/kmy\/add/);

    const personal = form(page, 'Personal details');
    await expect(personal).toBeVisible();
    await saveAndContinue(personal);
    await expect(personal.getByText('First name is required')).toBeVisible();
    await expect(personal.getByText('Choose the yatra you are registering for')).toBeVisible();
    await personal.getByLabel('Yatra').selectOption({ index: 1 });
    await personal.getByLabel('First name').fill('Asha');
    await personal.getByLabel('Last name').fill('Rao');
    await personal.getByLabel('Gender').selectOption('FEMALE');
    await personal.getByLabel('Date of birth').fill('1968-08-15');
    await personal.getByLabel('E-mail').fill(customer.email);
    await personal.getByLabel('Mobile').fill('98100 12345');
    await saveAndContinue(personal);

    const passport = form(page, 'Passport');
    await passport.getByLabel('Passport number').fill('Z1234567');
    await passport.getByLabel('Date of issue').fill('2022-05-31');
    await passport.getByLabel('Date of expiry').fill('2020-01-01');
    await saveAndContinue(passport);
    await expect(passport.getByText('The passport must be valid for at least 6 more months')).toBeVisible();
    await passport.getByLabel('Date of expiry').fill('2034-05-30');
    await passport.getByLabel('Place of issue').fill('Lucknow');
    await saveAndContinue(passport);

    const address = form(page, 'Address');
    await address.getByLabel('House and street').fill('12 Assi Ghat Road');
    await expect(address.getByLabel('Country')).toHaveValue('IN');
    await address.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Varanasi (Uttar Pradesh)' });
    await address.getByLabel('PIN code').fill('221005');
    await saveAndContinue(address);

    const contact = form(page, 'Emergency contact');
    await contact.getByLabel('Name').fill('Ravi Rao');
    await contact.getByLabel('Relation').fill('Son');
    await contact.getByLabel('Mobile').fill('9810054321');
    await saveAndContinue(contact);

    const medical = form(page, 'Medical declaration');
    await medical.getByLabel(/^I declare/).check();
    await saveAndContinue(medical);

    const documents = form(page, 'Documents');
    await expect(documents).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Registration progress' }).getByRole('button', { name: 'Documents' })).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations(page, 'main')).toEqual([]);
    // A reload resumes the same registration at its first missing step.
    await page.reload();
    const docs = form(page, 'Documents');
    await docs.getByRole('button', { name: 'Finish registration' }).click();
    await expect(docs.getByText("Invalid body field 'documents': upload photo, passport_front, passport_back first")).toBeVisible();
    await docs.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(docs.getByRole('img', { name: 'Preview of Photo' })).toBeVisible();
    await docs.getByLabel('Passport, photo page').setInputFiles({ name: 'front.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(docs.getByRole('link', { name: 'Passport, photo page (PDF)' })).toBeVisible();
    await docs.getByLabel('Passport, last page').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
    await expect(docs.getByRole('img', { name: 'Preview of Passport, last page' })).toBeVisible();
    await docs.getByRole('button', { name: 'Finish registration' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your free provisional registration is complete' })).toBeVisible();

    await page.goto('/profile#registrations');
    const list = page.getByTestId('registrations');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Asha Rao · Complete');
    // By keyboard: while its call runs, a button keeps focus (aria-disabled, not disabled) and ignores another Enter.
    const emailing = await holdOperation(page, 'EmailRegistrationButtonMutation');
    const email = list.getByRole('button', { name: 'E-mail a summary of the registration of Asha Rao' });
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-disabled', 'true');
    await expect(email).toBeFocused();
    await page.keyboard.press('Enter');
    emailing.release();
    await expect(page.getByText(`Summary sent to ${customer.email}`)).toBeVisible();
    await expect(email).not.toHaveAttribute('aria-disabled');
    await expect(email).toBeFocused();
    expect(emailing.seen()).toBe(1);
    await list.getByRole('button', { name: 'Delete the registration of Asha Rao' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete registration?' });
    const deleting = await holdOperation(page, 'DeleteRegistrationDialogMutation');
    const remove = confirm.getByRole('button', { name: 'Delete' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    deleting.release();
    await expect(page.getByText('No KMY registrations yet.')).toBeVisible();
    expect(deleting.seen()).toBe(1);
  });
});
