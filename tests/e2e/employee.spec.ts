import { expect, test, type Page } from '@playwright/test';
import { submitPasswordLogin } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { holdOperation } from '../support/held-operation.ts';
import { sentOperationOf } from '../support/trusted-documents.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { signInNewUser } from '../support/wishlist.ts';

/** The seeded employee (api/README.md "Employees"): two coupons, 13 customer bookings that applied them. */
const EMPLOYEE = { email: 'employee@example.com', password: 'Yatra@2026' };

async function signInAsEmployee(page: Page) {
  await submitPasswordLogin(page, EMPLOYEE.email, EMPLOYEE.password);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const historyRows = (page: Page) => page.locator('section#employee').getByTestId('coupon-history').locator('tbody tr');

test.describe('employee coupons', () => {
  test('an employee sees their coupons and the coupon history, 5 at a time, filtered by dates and code', async ({ page, context }) => {
    await keepTimedPopupsClosed(context);
    await signInAsEmployee(page);
    await page.goto('/profile#employee');
    const section = page.locator('section#employee');
    await expect(page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Employee' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Employee' })).toBeVisible();
    const coupons = section.getByRole('table', { name: 'Your coupons', exact: true });
    await expect(coupons.getByRole('rowheader')).toHaveText(['ANANYA2000', 'ANANYA5']);

    await expect(historyRows(page)).toHaveCount(5);
    await expect(section.getByText('Showing 5 of 13 bookings')).toBeVisible();
    await expect(historyRows(page).first().getByRole('rowheader')).toHaveText('PT-2026-900212');
    await section.getByRole('button', { name: 'Load more' }).click();
    await expect(historyRows(page)).toHaveCount(10);

    const filters = section.getByRole('form', { name: 'Filter the coupon history' });
    await filters.getByLabel('From').fill('2026-04-01');
    await filters.getByLabel('To').fill('2026-03-01');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters.getByText("'From' must not be after 'To'")).toBeVisible();

    await filters.getByLabel('From').fill('2026-03-02');
    await filters.getByLabel('To').fill('2026-03-19');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(historyRows(page).getByRole('rowheader')).toHaveText(['PT-2026-900205', 'PT-2026-900204']);
    await expect(section.getByText('Showing 2 of 2 bookings')).toBeVisible();

    await filters.getByRole('button', { name: 'Clear' }).click();
    await filters.getByLabel('Coupon code').fill('ANANYA2000');
    // By keyboard: while the history loads (held at the browser's door), Apply keeps focus and ignores another Enter.
    const apply = filters.getByRole('button', { name: 'Apply' });
    await expect(apply).not.toHaveAttribute('aria-disabled');
    const loading = await holdOperation(page, 'EmployeeCouponHistoryPaginationQuery');
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    loading.release();
    await expect(section.getByText('Showing 5 of 6 bookings')).toBeVisible();
    await expect(apply).not.toHaveAttribute('aria-disabled');
    await expect(apply).toBeFocused();
    expect(loading.seen()).toBe(1);
    await expect(historyRows(page).locator('td:nth-child(5)')).toHaveText(Array(5).fill('ANANYA2000'));

    expect(await axeViolations(page, 'section#employee')).toEqual([]);
  });

  test("an employee opens a history row's booking in a dialog, loaded on demand, and closes it with Escape", async ({ page, context }) => {
    await keepTimedPopupsClosed(context);
    const operations: string[] = [];
    page.on('request', (request) => {
      const name = sentOperationOf(request)?.operationName;
      if (name) operations.push(name);
    });
    await signInAsEmployee(page);
    await page.goto('/profile#employee');
    await expect(historyRows(page)).toHaveCount(5);
    expect(operations).not.toContain('EmployeeOrderDetailsQuery');

    const view = historyRows(page).first().getByRole('button', { name: 'View booking PT-2026-900212' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Booking PT-2026-900212' });
    const details = dialog.getByTestId('employee-order');
    await expect(details.getByText('Customer: Ravi Sharma')).toBeVisible();
    await expect(details.getByRole('list', { name: 'Travellers' }).getByRole('listitem')).toHaveCount(3);
    await expect(details.getByText('Coupon ANANYA5')).toBeVisible();
    await expect(details.getByText('Balance due')).toBeVisible();
    await expect(details).toContainText('Booked');
    expect(operations).toContain('EmployeeOrderDetailsQuery');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
  });

  test('a customer has no Employee section and never asks for the employee data', async ({ page, context }) => {
    await keepTimedPopupsClosed(context);
    const operations: string[] = [];
    page.on('request', (request) => {
      const name = sentOperationOf(request)?.operationName;
      if (name) operations.push(name);
    });
    await signInNewUser(page, 'employee-e2e-customer');
    await page.goto('/profile#employee');
    await expect(page.locator('section#booking')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Bookings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Employee' })).toHaveCount(0);
    await expect(page.locator('section#employee')).toHaveCount(0);
    expect(operations).toContain('ProfileContentQuery');
    expect(operations.filter((name) => name.startsWith('Employee'))).toEqual([]);
  });
});
