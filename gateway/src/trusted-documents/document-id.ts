import type { GraphQLParams } from 'graphql-yoga';

/** GraphQL over HTTP's persisted documents name the hash: `sha256:<hex>`; relay-compiler writes the bare hex. */
const withoutHashPrefix = (id: string): string => (id.startsWith('sha256:') ? id.slice('sha256:'.length) : id);

/**
 * The id a request names: `documentId` in a JSON body (POST) or in the query string (GET, which Yoga's own
 * parser does not read), else Apollo's `extensions.persistedQuery.sha256Hash` for clients that speak APQ.
 */
export function documentIdOf(params: GraphQLParams & { documentId?: unknown }, request: Request): string | null {
  if (typeof params.documentId === 'string') return withoutHashPrefix(params.documentId);
  if (request.method === 'GET') {
    const fromUrl = new URL(request.url).searchParams.get('documentId');
    if (fromUrl !== null) return withoutHashPrefix(fromUrl);
  }
  const persistedQuery = (params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)?.persistedQuery;
  if (persistedQuery?.version === 1 && typeof persistedQuery.sha256Hash === 'string') return persistedQuery.sha256Hash;
  return null;
}
