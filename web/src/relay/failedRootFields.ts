import type { GraphQLResponse } from 'relay-runtime';

interface AnswerError {
  path?: readonly (string | number)[];
  extensions?: { code?: unknown };
}

/**
 * The root fields of an answer that are null because they failed: an error whose path starts at a root field that
 * reads null. Such a null is not "not found" — a page must not answer (and cache) a 404 for it. Errors for the
 * caller's own bad input (`BAD_USER_INPUT`, e.g. a malformed slug) are left out: for those a 404 is right.
 */
export function failedRootFields(response: GraphQLResponse): string[] {
  if (Array.isArray(response) || !('data' in response) || response.data == null) return [];
  const errors = ((response as { errors?: readonly AnswerError[] }).errors ?? []).filter(
    (error) => error.extensions?.code !== 'BAD_USER_INPUT',
  );
  const data = response.data as Record<string, unknown>;
  const roots = errors.map((error) => error.path?.[0]).filter((root): root is string => typeof root === 'string');
  return [...new Set(roots)].filter((root) => data[root] == null);
}
