import { expect, type Locator, type Page } from '@playwright/test';
import { banner, createUser, uniqueEmail, uniqueMobile } from './auth-popup.ts';
import { graphql, graphqlData } from './graphql.ts';
import { gatewaySignIn, gatewayUrl, signInInPage } from './session.ts';

/** Helpers for the wishlist specs: a signed-in user, packages and wishlist entries made through the gateway. */

export type GatewayPackage = { id: string; title: string; path: string };

/** Creates a user (e-mail confirmed) and signs the page in as them; the page must be on the site. */
export async function signInNewUser(page: Page, tag: string): Promise<{ email: string }> {
  const mobile = uniqueMobile();
  const email = uniqueEmail(tag, mobile);
  await createUser(mobile, email);
  // Wait for the page's own session read: its answer sets a CSRF cookie, which would replace the one signing in
  // uses (next-auth answers `?csrf=true` and no session is made) if it arrived in between.
  if (!page.url().startsWith('http')) await Promise.all([page.waitForResponse('**/api/auth/session'), page.goto('/')]);
  const { status } = await signInInPage(page, email);
  expect(status).toBe(200);
  return { email };
}

/** The first `count` packages of a category, as the gateway lists them. */
export async function categoryPackages(slug: string, count: number): Promise<GatewayPackage[]> {
  const { category } = await graphqlData<{ category: { packages: { edges: { node: GatewayPackage }[] } } }>(
    gatewayUrl,
    'query ($slug: String!, $count: Int!) { category(slug: $slug) { packages(first: $count) { edges { node { id title path } } } } }',
    { slug, count },
  );
  return category.packages.edges.map(({ node }) => node);
}

/** Adds the packages to the user's wishlist through the gateway, one after another (the last is the newest). */
export async function wishlistThroughGateway(email: string, packages: GatewayPackage[]): Promise<void> {
  const authorization = { authorization: `Bearer ${await gatewaySignIn(email)}` };
  for (const pkg of packages) {
    const { data } = await graphql<{ addToWishlist: { userErrors: unknown[] } }>(
      gatewayUrl,
      'mutation ($input: AddToWishlistInput!) { addToWishlist(input: $input) { userErrors { message } } }',
      { input: { packageId: pkg.id } },
      authorization,
    );
    expect(data?.addToWishlist.userErrors).toEqual([]);
  }
}

/** The header's Wishlist button once it shows the count (the viewer's wishlist has loaded). */
export function wishlistButton(page: Page, count: number): Locator {
  return banner(page).getByRole('button', { name: `Wishlist, ${count} ${count === 1 ? 'package' : 'packages'}`, exact: true });
}

/** The heart of a package, wherever it is in the main content. */
export function heartOf(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('button', { name: `Add ${title} to wishlist`, exact: true }).first();
}
