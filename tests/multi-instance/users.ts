/** A user of the multi-instance spec: signed up through one instance, signed in on a web in a browser context. */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { testPassword } from '../support/auth-popup.ts';
import type { InstanceUrls, MultiInstanceUrls } from '../support/multi-instance-stack.ts';
import { signInInPage } from '../support/session.ts';
import { ask, uniqueMobile } from './instances.ts';

export type MultiInstanceUser = { mobile: string; email: string; categoryPath: string; packageTitle: string };

/** Signs a user up through `instance`'s gateway (sign-up OTP from its api's outbox) and picks a package to wish for. */
export async function newUser(stack: MultiInstanceUrls, instance: InstanceUrls): Promise<MultiInstanceUser> {
  const mobile = uniqueMobile();
  const email = `multi-${mobile}@example.com`;
  const { signUp } = await ask<{ signUp: { userId: string | null } }>(
    stack,
    instance,
    'mutation ($input: SignUpInput!) { signUp(input: $input) { userId userErrors { message } } }',
    { input: { email, mobile, countryCode: '+91', password: testPassword } },
  );
  const outbox = await fetch(`${instance.apiBaseUrl}/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, { headers: { authorization: stack.outboxToken } });
  const otp = ((await outbox.json()) as { data: { code: string | null }[] }).data.find((entry) => entry.code !== null)?.code;
  await ask(stack, instance, 'mutation ($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }', { input: { userId: signUp.userId, otp } });
  const { category } = await ask<{ category: { packages: { edges: { node: { title: string } }[] } } }>(
    stack,
    instance,
    'query { category(slug: "char-dham") { packages(first: 1) { edges { node { title } } } } }',
    {},
  );
  return { mobile, email, categoryPath: '/package/char-dham', packageTitle: category.packages.edges[0]?.node.title ?? '' };
}

/** A page of `context` (on one web) signed in as `user` by mobile and password, through next-auth's endpoints. */
export async function signedInPage(context: BrowserContext, user: MultiInstanceUser): Promise<Page> {
  const page = await context.newPage();
  // A document of the web's origin for next-auth's fetches, with no session read of its own racing their CSRF cookie.
  await page.goto('/api/health');
  expect((await signInInPage(page, user.email, { mobile: user.mobile })).status).toBe(200);
  return page;
}
