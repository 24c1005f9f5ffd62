/** The web's trusted documents (`@pilgrim/schema`'s manifest) by operation name, and reading what the site sends. */
import { readTrustedDocuments } from '@pilgrim/schema';

const manifest = readTrustedDocuments('web') as Record<string, string>;

/** Operation name → { id, text } of every document the web's build persisted. */
export const webDocuments: ReadonlyMap<string, { id: string; text: string }> = new Map(
  Object.entries(manifest).map(([id, text]) => {
    const name = /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
    if (!name) throw new Error(`trusted document ${id} has no named operation`);
    return [name, { id, text }];
  }),
);

/** The id of the web's document `operationName`; throws for a name the web does not send. */
export function documentIdOf(operationName: string): string {
  const document = webDocuments.get(operationName);
  if (!document) throw new Error(`the web has no trusted document named ${operationName}`);
  return document.id;
}

/** The query string of a GET of a trusted document, as the web's network writes it. */
export function documentSearch(operationName: string, variables: Record<string, unknown> = {}): string {
  return new URLSearchParams({ documentId: documentIdOf(operationName), operationName, variables: JSON.stringify(variables) }).toString();
}

/** What one `/api/graphql` request of the site names, whether a query (GET) or a mutation (POST). */
export type SentOperation = { method: string; operationName: string; documentId: string; variables: Record<string, unknown> };

/** Reads a request the page sent to `/api/graphql` (Playwright's `Request`), or null for any other request. */
export function sentOperationOf(request: { url(): string; method(): string; postData(): string | null }): SentOperation | null {
  const url = new URL(request.url());
  if (url.pathname !== '/api/graphql') return null;
  if (request.method() === 'GET') {
    return {
      method: 'GET',
      operationName: url.searchParams.get('operationName') ?? '',
      documentId: url.searchParams.get('documentId') ?? '',
      variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>,
    };
  }
  const body = JSON.parse(request.postData() ?? '{}') as Partial<SentOperation>;
  return { method: request.method(), operationName: body.operationName ?? '', documentId: body.documentId ?? '', variables: body.variables ?? {} };
}
