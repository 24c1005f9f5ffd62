import { getNamedType, isInterfaceType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Offence } from './offence.ts';
import { ownTypes } from './own-types.ts';

const typeOf = (type: GraphQLObjectType, field: string) => {
  const found = type.getFields()[field];
  return found ? String(found.type) : 'nothing';
};

function connectionOffences(connection: GraphQLObjectType): Offence[] {
  const edge = connection.name.replace(/Connection$/, 'Edge');
  const expected: Record<string, string> = { edges: `[${edge}!]!`, pageInfo: 'PageInfo!', totalCount: 'Int!' };
  return Object.entries(expected)
    .filter(([field, type]) => typeOf(connection, field) !== type)
    .map(([field, type]) => ({ subject: `${connection.name}.${field}`, rule: `is ${typeOf(connection, field)}, not ${type}` }));
}

function edgeOffences(edge: GraphQLObjectType): Offence[] {
  const offences: Offence[] = [];
  if (typeOf(edge, 'cursor') !== 'String!') offences.push({ subject: `${edge.name}.cursor`, rule: `is ${typeOf(edge, 'cursor')}, not String!` });
  const node = edge.getFields()['node'];
  if (!node || !isNonNullType(node.type) || isListType(node.type.ofType)) {
    offences.push({ subject: `${edge.name}.node`, rule: `is ${node ? String(node.type) : 'nothing'}, not one non-null object` });
  }
  return offences;
}

function pagingOffence(owner: string, field: GraphQLField<unknown, unknown>): Offence | null {
  const argType = (name: string) => String(field.args.find((arg) => arg.name === name)?.type ?? 'nothing');
  const ok = argType('first') === 'Int' && argType('after') === 'String';
  return ok ? null : { subject: `${owner}.${field.name}`, rule: `returns a connection without 'first: Int' and 'after: String'` };
}

/**
 * Relay cursor connections as the contract pages lists (schema/README.md "Conventions"): every `XConnection` has
 * `edges: [XEdge!]!`, `pageInfo: PageInfo!`, `totalCount: Int!`; every `…Edge` `cursor: String!` and a non-null
 * `node`; every field returning a connection takes `first: Int` and `after: String`.
 */
export function connectionShapeOffences(schema: GraphQLSchema): Offence[] {
  const offences: Offence[] = [];
  for (const type of ownTypes(schema)) {
    if (isObjectType(type) && type.name.endsWith('Connection')) offences.push(...connectionOffences(type));
    if (isObjectType(type) && type.name.endsWith('Edge')) offences.push(...edgeOffences(type));
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!getNamedType(field.type).name.endsWith('Connection')) continue;
        const offence = pagingOffence(type.name, field);
        if (offence) offences.push(offence);
      }
    }
  }
  return offences;
}
