import { getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema } from 'graphql';
import { CONTRACT_SCHEMA } from './contractSchema';

/** Root fields that reach the caller's own data: `viewer`, and `node`/`nodes`, which answer any id. */
export const CALLER_ROOT_FIELDS: ReadonlySet<string> = new Set(['viewer', 'node', 'nodes']);

/**
 * The types a visitor reaches from `Query` without going through `viewer` or a lookup by id: the public
 * catalogue. A document whose fragments are all on these types reads the same for everyone (but
 * `Package.isInWishlist`, see `trustedDocuments.ts`).
 */
export function publicTypeNames(schema: GraphQLSchema): ReadonlySet<string> {
  const queryType = schema.getQueryType();
  if (!queryType) return new Set();
  const seen = new Set<string>([queryType.name]);
  const pending = Object.values(queryType.getFields())
    .filter((field) => !CALLER_ROOT_FIELDS.has(field.name))
    .map((field) => getNamedType(field.type));
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) pending.push(...Object.values(type.getFields()).map((field) => getNamedType(field.type)));
    if (isUnionType(type) || isInterfaceType(type)) pending.push(...schema.getPossibleTypes(type));
  }
  return seen;
}

/** Computed once from the contract's schema. */
export const PUBLIC_TYPE_NAMES = publicTypeNames(CONTRACT_SCHEMA);
