/**
 * The soak's processes and fixtures: a fresh api + gateway from `startStack` (no counting proxy, response cache on
 * as in production), with the per-IP write, lead, OTP and sign-in limits and the gateway's request rates raised —
 * every request of the soak comes from the one loopback client — and a signed-up user with packages to toggle.
 */
import { signedInUser, type SignedInUser } from '../bench/fixtures.ts';
import { graphqlData } from '../support/graphql.ts';
import { CONTRACT_API_LIMITS, startStack, type StartedStack } from '../support/stack-processes.ts';

/** Far above what 10 minutes at 50 requests/s can send (the api accepts at most 1,000,000). */
const unlimited = '1000000';

export const SOAK_API_LIMITS: Record<string, string> = {
  ...CONTRACT_API_LIMITS,
  API_LIMIT_LEADS_PER_IP: unlimited,
  API_LIMIT_LEADS_PER_CONTACT: unlimited,
  API_LIMIT_LEADS_GLOBAL_PER_MINUTE: unlimited,
  API_LIMIT_OTP_SENDS_PER_IP: unlimited,
  API_LIMIT_OTP_RECIPIENTS_PER_IP: unlimited,
  API_LIMIT_OTP_GLOBAL_OPEN_PER_MINUTE: unlimited,
  API_LIMIT_SIGNIN_ATTEMPTS_PER_IP: unlimited,
  API_LIMIT_WRITES_PER_IP: unlimited,
  API_LIMIT_WRITES_PER_USER: unlimited,
};

export const SOAK_GATEWAY_ENV: Record<string, string> = {
  GATEWAY_RATE_ANONYMOUS_PER_MINUTE: unlimited,
  GATEWAY_RATE_USER_PER_MINUTE: unlimited,
};

export type SoakFixtures = { user: SignedInUser; categorySlug: string; packages: { id: string; slug: string }[] };

export async function startSoakStack(): Promise<StartedStack> {
  return startStack({ countingProxy: false, readyTimeoutMs: 300_000, apiEnv: SOAK_API_LIMITS, gatewayEnv: SOAK_GATEWAY_ENV });
}

export async function soakFixtures(stack: StartedStack, categorySlug: string): Promise<SoakFixtures> {
  const { category } = await graphqlData<{ category: { packages: { edges: { node: { id: string; slug: string } }[] } } | null }>(
    stack.urls.gatewayUrl,
    'query ($slug: String!) { category(slug: $slug) { packages(first: 12) { edges { node { id slug } } } } }',
    { slug: categorySlug },
  );
  const packages = category?.packages.edges.map(({ node }) => node) ?? [];
  if (packages.length === 0) throw new Error(`category ${categorySlug} has no packages`);
  return { user: await signedInUser(stack.urls), categorySlug, packages };
}
