import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { CONTENT_TAG, listTags, setCacheTags } from '../http-cache/tags.ts';

/**
 * Makes a content answer storable in the api's response cache (http-cache/), tagged `content`. An answer that
 * shows package cards, or counts listed packages, also depends on the catalogue: `catalogue` and a
 * `package:<_id>` per card, so a price change or a package taken off sale drops it like any catalogue list.
 */
export function setContentTags(c: Context<AppEnv>, packageIds?: readonly string[]): void {
  setCacheTags(c, packageIds === undefined ? [CONTENT_TAG] : [CONTENT_TAG, ...listTags(packageIds)]);
}
