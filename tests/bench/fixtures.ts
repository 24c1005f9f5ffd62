/** What the targets need from the seeded stack: a package, and a signed-in user with a few wishlisted packages. */
import { graphql, graphqlData } from '../support/graphql.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import type { StackUrls } from '../support/stack-processes.ts';

export type BenchFixtures = { packageSlug: string; packagePath: string; userToken: string; wishlisted: number };

type UserError = { message: string };

const device = { deviceID: `bench-${process.pid}`, deviceName: 'unknown', operaingSystem: 'Linux', deviceType: 'web' };

async function firstPackages(stack: StackUrls, categorySlug: string, count: number): Promise<{ id: string; slug: string; path: string }[]> {
  const { category } = await graphqlData<{ category: { packages: { edges: { node: { id: string; slug: string; path: string } }[] } } | null }>(
    stack.gatewayUrl,
    'query ($slug: String!, $count: Int!) { category(slug: $slug) { packages(first: $count) { edges { node { id slug path } } } } }',
    { slug: categorySlug, count },
  );
  const packages = category?.packages.edges.map(({ node }) => node) ?? [];
  if (packages.length === 0) throw new Error(`category ${categorySlug} has no packages`);
  return packages;
}

export type SignedInUser = { token: string; mobile: string; password: string };

/** Signs a new user up through the gateway (the SMS OTP read from the dev outbox) and signs them in by mobile. */
export async function signedInUser(stack: StackUrls): Promise<SignedInUser> {
  const mobile = `97${String(process.pid % 10_000).padStart(4, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
  const password = 'Yatra#2025bench';
  const { signUp } = await graphqlData<{ signUp: { userId: string | null; userErrors: UserError[] } }>(
    stack.gatewayUrl,
    'mutation ($input: SignUpInput!) { signUp(input: $input) { userId userErrors { message } } }',
    { input: { email: `bench-${mobile}@example.com`, mobile, countryCode: '+91', password, device } },
  );
  if (signUp.userId === null) throw new Error(`bench sign-up refused: ${JSON.stringify(signUp.userErrors)}`);
  const outbox = await restGet<Envelope<{ code: string | null }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, stack.outboxToken);
  const otp = outbox.body.data.find((entry) => entry.code !== null)?.code;
  if (!otp) throw new Error(`no sign-up OTP in the outbox for +91${mobile}`);
  await graphqlData(stack.gatewayUrl, 'mutation ($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }', {
    input: { userId: signUp.userId, otp, device },
  });
  const { signInWithPassword } = await graphqlData<{ signInWithPassword: { token: string | null; userErrors: UserError[] } }>(
    stack.gatewayUrl,
    'mutation ($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token userErrors { message } } }',
    { input: { mobile, countryCode: '+91', password, device } },
  );
  if (!signInWithPassword.token) throw new Error(`bench sign-in failed: ${JSON.stringify(signInWithPassword.userErrors)}`);
  return { token: signInWithPassword.token, mobile, password };
}

async function addToWishlist(stack: StackUrls, token: string, packageId: string): Promise<void> {
  const { data, errors } = await graphql<{ addToWishlist: { userErrors: UserError[] } }>(
    stack.gatewayUrl,
    'mutation ($input: AddToWishlistInput!) { addToWishlist(input: $input) { userErrors { message } } }',
    { input: { packageId } },
    { authorization: `Bearer ${token}` },
  );
  const refusal = errors ?? data?.addToWishlist.userErrors ?? [];
  if (refusal.length > 0 || data === null) throw new Error(`addToWishlist refused: ${JSON.stringify(refusal)}`);
}

export async function benchFixtures(stack: StackUrls, categorySlug: string, wishlistSize = 6): Promise<BenchFixtures> {
  const packages = await firstPackages(stack, categorySlug, wishlistSize);
  const userToken = (await signedInUser(stack)).token;
  for (const pkg of packages) await addToWishlist(stack, userToken, pkg.id);
  const first = packages[0] as { slug: string; path: string };
  return { packageSlug: first.slug, packagePath: first.path, userToken, wishlisted: packages.length };
}
