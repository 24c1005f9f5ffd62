import type { GraphQLResponse } from 'relay-runtime';

interface AnswerError {
  path?: readonly (string | number)[];
  extensions?: { code?: unknown };
}

/**
 * Root fields of the non-critical parts of a page (issue 14): when one fails, the page shows without it instead of
 * the error page. Nested non-critical parts (a package's reviews, rating and weather) are nullable fields the
 * components render without, so they never reach the root.
 */
export const NON_CRITICAL_ROOT_FIELDS: ReadonlySet<string> = new Set(['trending']);

/**
 * The root fields of an answer that are null because they failed: an error whose path starts at a root field that
 * reads null. Such a null is not "not found" — a page must not answer (and cache) a 404 for it. Errors for the
 * caller's own bad input (`BAD_USER_INPUT`, e.g. a malformed slug) are left out: for those a 404 is right; so
 * are the non-critical roots.
 */
export function failedRootFields(response: GraphQLResponse): string[] {
  if (Array.isArray(response) || !('data' in response) || response.data == null) return [];
  const errors = ((response as { errors?: readonly AnswerError[] }).errors ?? []).filter(
    (error) => error.extensions?.code !== 'BAD_USER_INPUT',
  );
  const data = response.data as Record<string, unknown>;
  const roots = errors.map((error) => error.path?.[0]).filter((root): root is string => typeof root === 'string');
  return [...new Set(roots)].filter((root) => data[root] == null && !NON_CRITICAL_ROOT_FIELDS.has(root));
}
