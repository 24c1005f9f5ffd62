import { BREAK, visit, type DocumentNode } from 'graphql';

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
