/**
 * Which content links reach the web (CONTRACT.md "Content": a link is a site path or an https URL). The web
 * renders them as `href`/`src`, so anything else (`javascript:`, `data:`, `//host`, `http:` …) is dropped here.
 */

/** A path of this site: one leading `/`, not `//host` (protocol-relative), no backslash (browsers read it as `/`). */
const SITE_PATH = /^\/(?!\/)/;

/** True for an absolute `https://host…` URL (written out in full: `https:/x` is refused though browsers mend it). */
function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\//i.test(text) || !URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname !== '';
}

/** True when `text` may be a link of the site: a site path or an absolute https URL. */
export function isSafeLink(text: string): boolean {
  if (/[\\\s]/.test(text)) return false;
  return SITE_PATH.test(text) || isHttpsUrl(text);
}

/** The link itself when its `url` is safe, else null (a link that could not be followed safely is no link). */
export const safeLinkOrNull = <L extends { url: string }>(link: L | null): L | null =>
  link !== null && isSafeLink(link.url) ? link : null;

/**
 * The players a video EMBED may come from (loaded in an `<iframe>`): YouTube's privacy-enhanced host and
 * Vimeo's player. Add a host here to allow a new player; an embed from any other host is not played.
 */
export const EMBED_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com'];

/** True for an https URL on one of `EMBED_HOSTS`. */
export function isAllowedEmbed(text: string): boolean {
  return isSafeLink(text) && isHttpsUrl(text) && EMBED_HOSTS.includes(new URL(text).hostname);
}
