/** The Cache-Control values of the api's GETs (plain values: env.ts reads the default without the middleware). */

/**
 * Seconds a shared cache (the gateway's upstream HTTP cache) may use a public answer without asking again
 * (API_SHARED_MAX_AGE_SECONDS): every catalogue change reaches the gateways as a change notice at once, so this only
 * bounds what a lost notice could leave stale, well inside the gateway's own response-cache lifetimes (30 s–5 min).
 */
export const DEFAULT_SHARED_MAX_AGE_SECONDS = 10;

/**
 * A public answer's Cache-Control: browsers revalidate it each time (`max-age=0`); shared caches may keep it fresh
 * for `sharedMaxAgeSeconds` (`s-maxage`), then revalidate it. With 0, every cache revalidates on every use.
 */
export function publicCacheControl(sharedMaxAgeSeconds: number): string {
  return sharedMaxAgeSeconds > 0 ? `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}` : 'public, max-age=0, must-revalidate';
}

export const PUBLIC_CACHE_CONTROL = publicCacheControl(DEFAULT_SHARED_MAX_AGE_SECONDS);
export const NO_STORE = 'no-store';
