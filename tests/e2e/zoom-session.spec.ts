import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, popup, toastWith, typeOtp } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { signInBrowser } from '../support/booking.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp, outboxCount } from '../support/outbox.ts';
import { gatewaySignIn } from '../support/session.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { sentOperationOf } from '../support/trusted-documents.ts';

/** Spec §2 'Zoom session popup': the banner on KMY pages, sessions, names, e-mail, mobile, OTP, confirmation. */
const BANNER_TITLE = 'Ask our Kailash experts, live on Zoom';
const OPEN_ZOOM = 'Join a free Zoom session';
const FORM_TITLE = 'Join a free live Zoom session';
const KMY_CATEGORY = '/package/kailash-mansarovar';

let sequence = 0;

/** A valid Indian mobile with this spec's prefix (86; the 869 series is valid throughout), unique in the run. */
function zoomMobile(): string {
  sequence = (sequence + 1) % 10;
  return `869${String(Date.now() * 10 + sequence).slice(-7)}`;
}

async function openZoomFromBanner(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const dialog = popup(page, FORM_TITLE);
  await actUntilVisible(dialog, () => page.getByRole('button', { name: OPEN_ZOOM }).click(retryableClick));
  return dialog;
}

async function fillSignUp(dialog: Locator, { mobile, email }: { mobile: string; email: string }): Promise<void> {
  await dialog.getByLabel('First name').fill('Gauri');
  await dialog.getByLabel('Last name').fill('Shankar');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Mobile').fill(mobile);
}

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('Zoom session banner', () => {
  test('is in the server HTML of the KMY category, KMY package pages and the free registration, not elsewhere', async ({ request }) => {
    for (const path of [KMY_CATEGORY, '/registration/kmy/add']) {
      expect(await (await request.get(path)).text(), path).toContain(BANNER_TITLE);
    }
    const categoryHtml = await (await request.get(KMY_CATEGORY)).text();
    const kmyPackage = categoryHtml.match(/href="(\/kailash-mansarovar\/[a-z0-9-]+)"/)?.[1];
    expect(kmyPackage, 'a package link on the KMY category page').toBeDefined();
    expect(await (await request.get(kmyPackage ?? '')).text()).toContain(BANNER_TITLE);
    expect(await (await request.get('/package/char-dham')).text()).not.toContain(BANNER_TITLE);
  });
});

test.describe('Zoom session popup', () => {
  test('lists the upcoming sessions with the date in IST, host and seats left, and is accessible', async ({ page }) => {
    const dialog = await openZoomFromBanner(page, KMY_CATEGORY);
    const sessions = dialog.getByRole('radio');
    await expect(sessions).toHaveCount(3);
    await expect(sessions.first()).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Choose a session' })).toContainText(/IST · \d+ min · with /);
    await expect(dialog.getByText(/\d+ seats? left/).first()).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('signs up from the banner: field messages, wrong OTP, the OTP from the outbox, the confirmation and the e-mailed link', async ({ page }) => {
    const mobile = zoomMobile();
    const email = `zoom-${mobile}@example.com`;
    const dialog = await openZoomFromBanner(page, KMY_CATEGORY);
    const option = dialog.locator('label').filter({ has: page.getByRole('radio') }).nth(1);
    await option.getByRole('radio').check();
    const sessionTitle = (await option.locator('span span').first().textContent())?.trim() ?? '';
    expect(sessionTitle).not.toBe('');

    await dialog.getByRole('button', { name: 'Register with OTP' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('E-mail is required')).toBeVisible();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();

    await fillSignUp(dialog, { mobile, email });
    await dialog.getByRole('button', { name: 'Register with OTP' }).click();
    const otpStep = popup(page, 'Verify your mobile number');
    await expect(otpStep).toBeVisible();
    await expect(toastWith(page, 'Please check OTP sent on your phone number')).toBeVisible();
    const code = await latestOtp(indianMobile(mobile));

    await typeOtp(otpStep, code === '0000' ? '1111' : '0000');
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(otpStep.getByText('Please enter valid OTP')).toBeVisible();

    const mailsBefore = await outboxCount(email);
    // Four digits into the first box fill all four, replacing the wrong code.
    await otpStep.getByRole('textbox', { name: 'Digit 1 of 4' }).fill(code);
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    const done = popup(page, 'See you on Zoom');
    await expect(done.getByRole('status')).toHaveText('You are registered for the session.');
    await expect(done).toContainText(sessionTitle);
    await expect(done).toContainText(`We have e-mailed the join link to ${email}.`);
    await expect.poll(() => outboxCount(email)).toBeGreaterThan(mailsBefore);

    await done.getByRole('button', { name: 'Done' }).click();
    await expect(done).toBeHidden();
  });

  test('a session refused by the server (full) shows its message and the list again', async ({ page }) => {
    let sessionLists = 0;
    await page.route('**/api/graphql*', async (route) => {
      const operationName = sentOperationOf(route.request())?.operationName;
      if (operationName === 'upcomingZoomSessionsQuery') sessionLists += 1;
      if (operationName !== 'ZoomSignUpFormMutation') return route.fallback();
      await route.fulfill({
        json: {
          data: {
            signUpForZoomSession: {
              enquiryId: null,
              otpSent: false,
              retryAfterSeconds: null,
              message: null,
              userErrors: [{ code: 'REJECTED', message: 'This session is full', field: null }],
            },
          },
        },
      });
    });
    const dialog = await openZoomFromBanner(page, '/registration/kmy/add');
    await fillSignUp(dialog, { mobile: zoomMobile(), email: 'full-session@example.com' });
    await dialog.getByRole('button', { name: 'Register with OTP' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This session is full');
    await expect(dialog.getByRole('button', { name: 'Register with OTP' })).toBeEnabled();
    await expect.poll(() => sessionLists).toBe(2);
  });

  test('the sign-up shows in the profile of the account with that mobile, as a Zoom session sign-up', async ({ page }) => {
    const mobile = zoomMobile();
    const email = `zoom-profile-${mobile}@example.com`;
    const signUpOtp = await createUser(mobile, email);
    const dialog = await openZoomFromBanner(page, KMY_CATEGORY);
    await fillSignUp(dialog, { mobile, email });
    await dialog.getByRole('button', { name: 'Register with OTP' }).click();
    const otpStep = popup(page, 'Verify your mobile number');
    await expect(otpStep).toBeVisible();
    await typeOtp(otpStep, await latestOtp(indianMobile(mobile), { after: signUpOtp.createdAt }));
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(popup(page, 'See you on Zoom')).toBeVisible();

    await signInBrowser(page, { email, mobile, token: await gatewaySignIn(email) });
    await page.goto('/profile#enquiry');
    await expect(page.getByTestId('enquiry').filter({ hasText: 'Zoom session sign-up' })).toBeVisible();
  });
});
