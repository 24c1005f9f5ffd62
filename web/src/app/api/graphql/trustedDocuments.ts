import manifest from '@pilgrim/schema/trusted-documents/web.json';
import { getOperationAST, parse, visit, type DocumentNode } from 'graphql';
import { selectsAnyField } from './graphqlDocument';
import { PUBLIC_TYPE_NAMES } from './publicTypes';
import { TOKEN_ISSUING_FIELDS } from './tokenFields';

/** What the proxy knows of one of the web's trusted documents, decided once from its text. */
export type TrustedDocument = {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** It selects a field that returns an api token: next-auth runs it server to server, the proxy never. */
  issuesToken: boolean;
  /** It reads the caller's own data: never answered as public. */
  personal: boolean;
};

/**
 * Whether a document reads anybody's own data: it selects `viewer`, or one of its fragments is on a type a
 * visitor cannot reach through the public catalogue (an `Order`, a `Payment`, the `Viewer` by id…). A
 * fragment on a public type through `node(id:)` (a category's next page) stays public. `Package.isInWishlist`
 * does not count: a visitor's answer is always `false` and the page queries that select it are public by
 * design (README, the Relay seam); a signed-in user's request carries the session and is never public.
 */
function readsCallerData(document: DocumentNode): boolean {
  if (selectsAnyField(document, new Set(['viewer']))) return true;
  let personal = false;
  const check = (typeName: string | undefined) => {
    if (typeName !== undefined && !PUBLIC_TYPE_NAMES.has(typeName)) personal = true;
  };
  visit(document, {
    InlineFragment: (node) => check(node.typeCondition?.name.value),
    FragmentDefinition: (node) => check(node.typeCondition.name.value),
  });
  return personal;
}

export function trustedDocumentOf(text: string): TrustedDocument {
  const document = parse(text, { noLocation: true });
  const operation = getOperationAST(document);
  if (!operation?.name) throw new Error('A trusted document holds exactly one named operation');
  return {
    name: operation.name.value,
    kind: operation.operation,
    issuesToken: selectsAnyField(document, TOKEN_ISSUING_FIELDS),
    personal: readsCallerData(document),
  };
}

/** The web's trusted documents by id (`@pilgrim/schema/trusted-documents/web.json`, written by relay-compiler). */
export const TRUSTED_DOCUMENTS: ReadonlyMap<string, TrustedDocument> = new Map(
  Object.entries(manifest as Record<string, string>).map(([id, text]) => [id, trustedDocumentOf(text)]),
);
