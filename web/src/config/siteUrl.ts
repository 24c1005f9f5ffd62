import { z } from 'zod';

const DEFAULT_SITE_URL = 'http://localhost:3000';

/** An http(s) origin without path, query or hash (a trailing `/` is allowed and dropped). */
const originSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .transform((value) => new URL(value))
  .refine((url) => (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username, {
    message: 'must be an origin such as https://www.example-yatra.in, without a path, query or credentials',
  });

/**
 * The site's public origin (`SITE_URL`, e.g. `https://www.example-yatra.in`), of canonical, Open Graph, sitemap and
 * JSON-LD URLs; by default NEXTAUTH_URL's origin, else http://localhost:3000. Read at request time, never baked into
 * the build. An invalid value is an error naming the variable, not a silently wrong canonical URL.
 */
export function siteUrl(env: Readonly<Record<string, string | undefined>> = process.env): URL {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    const parsed = originSchema.safeParse(configured);
    if (!parsed.success) throw new Error(`SITE_URL ${parsed.error.issues[0]?.message ?? 'is invalid'}: got "${configured}"`);
    return new URL(parsed.data.origin);
  }
  const nextAuthUrl = env.NEXTAUTH_URL?.trim();
  const fallback = nextAuthUrl && URL.canParse(nextAuthUrl) ? new URL(nextAuthUrl).origin : DEFAULT_SITE_URL;
  return new URL(fallback);
}

/** The site's origin as text, without a trailing slash: `https://www.example-yatra.in`. */
export const siteOrigin = (env?: Readonly<Record<string, string | undefined>>): string => siteUrl(env).origin;
