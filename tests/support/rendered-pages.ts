import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const build = join(fileURLToPath(new URL('../../web/.next', import.meta.url)));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(build, file), 'utf8')) as T;

/**
 * The pages `next build` left to render per request (neither prerendered nor cached), read from the build's manifests:
 * every route of `app-path-routes-manifest.json` that `prerender-manifest.json` does not list, Next's own 404 aside.
 */
export function pagesRenderedPerRequest(): string[] {
  const routes = readJson<Record<string, string>>('app-path-routes-manifest.json');
  const prerender = readJson<{ routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> }>('prerender-manifest.json');
  const cached = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
  return Object.entries(routes)
    .filter(([entry, route]) => entry.endsWith('/page') && !cached.has(route) && route !== '/_not-found')
    .map(([, route]) => route)
    .sort();
}

/** A path for a route: its dynamic segments (`[id]`) filled with a sample value. */
export function samplePath(route: string): string {
  return route.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, 'sample');
}
