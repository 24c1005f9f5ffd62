import { isInterfaceType, type GraphQLSchema } from 'graphql';
import type { Offence } from './offence.ts';

export interface NodeDispatch {
  /** One lookup per node type; `null`: its ids answer null. */
  lookups: Readonly<Record<string, unknown>>;
  /** The type names global IDs may carry (`decodeGlobalId` refuses others as BAD_USER_INPUT). */
  idTypes: readonly string[];
  /** Id type names that are no node type any more but still resolve (a former type's ids). */
  legacyIdTypes: readonly string[];
}

/**
 * Node types `Query.node` cannot refetch: an implementer of `Node` whose ids the decoder refuses, without a lookup
 * (its ids fall to null) or whose lookup is `null`; and lookups or id types naming no implementer (a renamed type).
 */
export function nodeRefetchOffences(schema: GraphQLSchema, { lookups, idTypes, legacyIdTypes }: NodeDispatch): Offence[] {
  const node = schema.getType('Node');
  if (!isInterfaceType(node)) return [{ subject: 'Node', rule: 'is no interface' }];
  const implementers = schema.getPossibleTypes(node).map((type) => type.name);
  const offences: Offence[] = [];
  for (const name of implementers) {
    if (!idTypes.includes(name)) offences.push({ subject: name, rule: 'implements Node but its global IDs are refused (NODE_TYPES)' });
    if (!Object.hasOwn(lookups, name)) offences.push({ subject: name, rule: 'implements Node but Query.node has no lookup for it' });
    else if (lookups[name] === null) offences.push({ subject: name, rule: 'implements Node but Query.node answers its ids null' });
  }
  for (const name of Object.keys(lookups)) {
    if (!implementers.includes(name)) offences.push({ subject: name, rule: 'has a Query.node lookup but does not implement Node' });
  }
  for (const name of idTypes) {
    if (!implementers.includes(name) && !legacyIdTypes.includes(name)) offences.push({ subject: name, rule: 'is a global ID type but does not implement Node' });
  }
  return offences;
}
