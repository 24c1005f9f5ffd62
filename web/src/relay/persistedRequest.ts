import type { RequestParameters, Variables } from 'relay-runtime';

/**
 * One trusted-document request as the web sends it, to its own proxy and to the gateway: the document's
 * sha256 id from the compiled artifact (relay-compiler `persistConfig`), never its text. `operationName`
 * only labels the request (logs, tests); the gateway runs the document the id names.
 */
export type PersistedRequest = { documentId: string; operationName: string; variables: Variables };

/** A request on the wire: queries as GET (a CDN can cache public ones), mutations as a JSON POST, uploads as multipart. */
export type WireRequest = { method: 'GET'; search: string } | { method: 'POST'; body: string } | { method: 'POST'; form: FormData };

export function persistedRequestOf(params: Pick<RequestParameters, 'id' | 'name'>, variables: Variables): PersistedRequest {
  if (params.id == null) throw new Error(`Operation ${params.name} has no persisted id: run the relay compiler (pnpm --filter ./web run relay)`);
  return { documentId: params.id, operationName: params.name, variables };
}

/**
 * The query string of a GET, in a fixed order with the variables' keys as the artifact lists them, so one
 * operation with the same variables is always the same URL (one cache entry).
 */
export function searchOf({ documentId, operationName, variables }: PersistedRequest): string {
  return new URLSearchParams({ documentId, operationName, variables: JSON.stringify(variables) }).toString();
}

export function wireRequestOf(operationKind: RequestParameters['operationKind'], request: PersistedRequest): { method: 'GET'; search: string } | { method: 'POST'; body: string } {
  return operationKind === 'query' ? { method: 'GET', search: searchOf(request) } : { method: 'POST', body: JSON.stringify(request) };
}
