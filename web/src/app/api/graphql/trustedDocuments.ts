import manifest from '@pilgrim/schema/trusted-documents/web.json';
import { getOperationAST, parse } from 'graphql';
import { selectsAnyField } from './graphqlDocument';
import { TOKEN_ISSUING_FIELDS } from './tokenFields';

/** What the proxy knows of one of the web's trusted documents, decided once from its text. */
export type TrustedDocument = {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** It selects a field that returns an api token: next-auth runs it server to server, the proxy never. */
  issuesToken: boolean;
  /** It reads the caller's own data (`viewer`, or any node by id): never answered as public. */
  personal: boolean;
};

/**
 * Fields whose answer depends on who asks, wherever they appear. `Package.isInWishlist` is not one: a
 * visitor's answer is always `false` and the page queries that select it are public by design (see the
 * README's Relay seam); a signed-in user's request carries the session and is never answered as public.
 */
const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['viewer', 'node', 'nodes']);

export function trustedDocumentOf(text: string): TrustedDocument {
  const document = parse(text, { noLocation: true });
  const operation = getOperationAST(document);
  if (!operation?.name) throw new Error('A trusted document holds exactly one named operation');
  return {
    name: operation.name.value,
    kind: operation.operation,
    issuesToken: selectsAnyField(document, TOKEN_ISSUING_FIELDS),
    personal: selectsAnyField(document, PERSONAL_FIELDS),
  };
}

/** The web's trusted documents by id (`@pilgrim/schema/trusted-documents/web.json`, written by relay-compiler). */
export const TRUSTED_DOCUMENTS: ReadonlyMap<string, TrustedDocument> = new Map(
  Object.entries(manifest as Record<string, string>).map(([id, text]) => [id, trustedDocumentOf(text)]),
);
