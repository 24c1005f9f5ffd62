/**
 * The bearer of catalogue change notices in the e2e stack (playwright.config.ts passes it to the stack;
 * `CACHE_INVALIDATION_SECRET` of api/CONTRACT.md). An outside value wins, as for the stack.
 */
export const e2eCacheInvalidationSecret = process.env.CACHE_INVALIDATION_SECRET ?? 'e2e-cache-invalidation-secret-0123456789';

/** The e2e stack's session secret (NEXTAUTH_SECRET), so that support/session.ts can open its cookies. An outside value wins. */
export const e2eNextAuthSecret = process.env.NEXTAUTH_SECRET ?? 'e2e-nextauth-secret-0123456789abcdefghijklmnop';
