/** `path` (`/…`) on the site's origin; an absolute http(s) URL is returned as it is. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, `${origin}/`).href;
}
