/**
 * The api's slug rule (api `SlugSchema`, CONTRACT.md "Content"): 1..200 lowercase letters, digits and hyphens.
 * The one check of every content slug the gateway sends (`filterby=slug&query=`, `category`, `destination`,
 * `tag`): a text outside it could only earn a 400 for the whole operation, so callers answer null or an empty
 * list without a call.
 */
export const MAX_CONTENT_SLUG_LENGTH = 200;

const CONTENT_SLUG = new RegExp(`^[a-z0-9-]{1,${MAX_CONTENT_SLUG_LENGTH}}$`);

/** True when `text` can name content. */
export const isContentSlug = (text: string): boolean => CONTENT_SLUG.test(text);
