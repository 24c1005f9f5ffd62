import { BREAK, parse, visit, type DocumentNode } from 'graphql';

/** What the proxy refuses a body with. */
export type BodyRefusal = { status: 400 | 403; message: string };

/**
 * The parsed GraphQL document of a proxy request body, or why it is refused: the body must be one JSON
 * object (no batched array) whose `query` is a GraphQL document that parses.
 */
export function parseRequestDocument(body: string): { document: DocumentNode } | BodyRefusal {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return { status: 400, message: 'Send one GraphQL request as a JSON object' };
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { status: 400, message: 'Send one GraphQL request as a JSON object (batches are not served)' };
  }
  const { query } = payload as { query?: unknown };
  if (typeof query !== 'string') return { status: 400, message: "The request needs a 'query' string" };
  try {
    return { document: parse(query, { noLocation: true }) };
  } catch (error) {
    // A GraphQLError (syntax) or a RangeError from a pathologically nested document.
    const detail = error instanceof Error && error.name === 'GraphQLError' ? `: ${error.message}` : '';
    return { status: 400, message: `The query is not a valid GraphQL document${detail}` };
  }
}

/**
 * Whether any field of any operation or fragment (used or not) is one of `fieldNames`. A Field node
 * holds the field's real name whatever its alias, and the operation's name plays no part.
 */
export function selectsAnyField(document: DocumentNode, fieldNames: ReadonlySet<string>): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (!fieldNames.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
