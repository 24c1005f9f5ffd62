/** CONTRACT.md "Content": a slug is lowercase letters, digits and hyphens; the api answers 400 to anything else. */
const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `slug` can name content; other texts name nothing, so callers answer null without a call. */
export const isContentSlug = (slug: string): boolean => slug.length <= 200 && CONTENT_SLUG.test(slug);
