/**
 * Where `/` is served from: next.config.ts rewrites `/` to `HOME_ROUTE` (a cached page under a dynamic
 * segment, see app/home/[edition]/page.tsx) and redirects `HOME_ROUTE` itself to `/`.
 */
export const HOME_EDITION = 'index';
export const HOME_ROUTE = `/home/${HOME_EDITION}`;
