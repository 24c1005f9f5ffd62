import { expect, type Page } from '@playwright/test';
import { createUser, popup, testPassword, uniqueEmail, uniqueMobile } from './auth-popup.ts';
import { graphql, graphqlData } from './graphql.ts';
import { actUntilVisible, retryableClick } from './hydration.ts';
import { gatewaySignIn, gatewayUrl, signInInPage } from './session.ts';

/** Helpers of the booking specs (Book Now, /check-out, payment): seeded packages, users and carts through the gateway. */

/** The package whose first departure is seeded sold out (api/src/seed/departures.ts). */
export const SOLD_OUT_PACKAGE_SLUG = 'kailash-mansarovar-yatra-overland-via-kathmandu';
/** A best seller: its second departure is seeded with 2 seats left. */
export const BEST_SELLER_SLUG = 'char-dham-yatra-from-haridwar';
/** The free registration package ('Register Now'). */
export const REGISTRATION_PACKAGE_SLUG = 'kailash-mansarovar-yatra-free-registration';
/** Seeded coupons (api README, Cart): a flat ₹1,000 off and an expired one. */
export const FLAT_COUPON = 'FLAT1000';
export const EXPIRED_COUPON = 'DIWALI2025';

export type Departure = { date: string; status: string; seatsLeft: number };
export type BookablePackage = { id: string; path: string; title: string; departures: Departure[] };

/** A package's id, page path, title and departures, read through the gateway as a visitor. */
export async function bookablePackage(slug: string): Promise<BookablePackage> {
  const { package: pkg } = await graphqlData<{ package: BookablePackage | null }>(
    gatewayUrl,
    'query ($slug: String!) { package(slug: $slug) { id path title departures(first: 100) { date status seatsLeft } } }',
    { slug },
  );
  if (!pkg) throw new Error(`no package ${slug}`);
  return pkg;
}

/** The first departure with at least `seats` seats left. */
export function openDeparture(pkg: BookablePackage, seats = 2): Departure {
  const departure = pkg.departures.find((candidate) => candidate.status !== 'SOLD_OUT' && candidate.seatsLeft >= seats);
  if (!departure) throw new Error(`${pkg.title} has no departure with ${seats} seats`);
  return departure;
}

/** 'Sat, 12 Jun' as the date picker shows an ISO date. */
export function pickerDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Sat, 12 Jun 2027' as /check-out shows the tour start date. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export type Customer = { email: string; mobile: string; token: string };

/** A new verified customer with an api token for gateway calls (the browser is not signed in). */
export async function newCustomer(tag: string): Promise<Customer> {
  const mobile = uniqueMobile();
  const email = uniqueEmail(tag, mobile);
  await createUser(mobile, email);
  return { email, mobile, token: await gatewaySignIn(email) };
}

/** The browser signs in as `customer` (next-auth's endpoint, as the popup does) on the current page's origin. */
export async function signInBrowser(page: Page, customer: Customer): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  expect((await signInInPage(page, customer.email)).status).toBe(200);
}

/** One GraphQL operation as `customer`; throws on errors. */
export async function asCustomer<TData>(customer: Customer, query: string, variables: Record<string, unknown> = {}): Promise<TData> {
  const { data, errors } = await graphql<TData>(gatewayUrl, query, variables, { authorization: `Bearer ${customer.token}` });
  if (errors?.length || !data) throw new Error(`GraphQL errors: ${JSON.stringify(errors)}`);
  return data;
}

/** Saves a traveller for `customer` and returns its global id. */
export async function saveTraveller(customer: Customer, firstname: string, lastname: string, dateOfBirth: string): Promise<string> {
  const { addTraveller } = await asCustomer<{ addTraveller: { traveller: { id: string } | null; userErrors: unknown[] } }>(
    customer,
    'mutation ($input: AddTravellerInput!) { addTraveller(input: $input) { traveller { id } userErrors { message field } } }',
    { input: { traveller: { firstname, lastname, gender: 'FEMALE', dateOfBirth, nationality: 'IN' } } },
  );
  if (!addTraveller.traveller) throw new Error(`addTraveller failed: ${JSON.stringify(addTraveller.userErrors)}`);
  return addTraveller.traveller.id;
}

/** Puts a booking in `customer`'s cart through the gateway. */
export async function fillCart(customer: Customer, input: { packageId: string; date: string; travellerIds?: string[]; couponCode?: string }): Promise<void> {
  const { addToCart } = await asCustomer<{ addToCart: { userErrors: { message: string }[] } }>(
    customer,
    'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
    { input },
  );
  if (addToCart.userErrors.length > 0) throw new Error(`addToCart failed: ${JSON.stringify(addToCart.userErrors)}`);
}

/**
 * A new customer whose cart holds one saved traveller (born `dateOfBirth`) on the first open departure of the
 * sold-out package, signed in on /check-out: the starting point of most /check-out specs.
 */
export async function openCheckoutWithTraveller(page: Page, tag: string, firstname: string, lastname: string, dateOfBirth: string): Promise<Customer> {
  const customer = await newCustomer(tag);
  const travellerId = await saveTraveller(customer, firstname, lastname, dateOfBirth);
  const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
  await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg).date, travellerIds: [travellerId] });
  await signInBrowser(page, customer);
  await page.goto('/check-out');
  return customer;
}

/** How many orders `customer` has in each status. */
export async function orderCounts(customer: Customer): Promise<{ processing: number; completed: number; cancelled: number }> {
  const { viewer } = await asCustomer<{ viewer: { orderCounts: { processing: number; completed: number; cancelled: number } } }>(
    customer,
    '{ viewer { orderCounts { processing completed cancelled } } }',
  );
  return viewer.orderCounts;
}

/** Signs in through the open login popup with e-mail and password. */
export async function signInThroughPopup(page: Page, email: string): Promise<void> {
  const dialog = popup(page, 'Login');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Login with Password' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the Book Now date picker on the package page (retried until hydrated). */
export async function openDatePicker(page: Page, path: string) {
  await page.goto(path);
  const dialog = popup(page, 'Choose your departure date');
  await actUntilVisible(dialog, () => page.getByRole('button', { name: 'Book Now' }).click(retryableClick));
  return dialog;
}
