import { getNamedType, isAbstractType, isInterfaceType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { CONTRACT_SCHEMA } from './contractSchema';

/** A type carries an api token when it has a `token` field, or (union, interface) one of its types has. */
function carriesToken(schema: GraphQLSchema, type: GraphQLNamedType): boolean {
  if ((isObjectType(type) || isInterfaceType(type)) && 'token' in type.getFields()) return true;
  return isAbstractType(type) && schema.getPossibleTypes(type).some((possible) => 'token' in possible.getFields());
}

/**
 * The names of the fields (on any type) whose result carries an api token: today `signInWithOtp` and
 * `signInWithPassword`, and any later field returning such a payload. Matching by name, whatever the
 * parent type, also catches documents the gateway would reject (a fragment on a misspelt type).
 */
export function tokenIssuingFieldNames(schema: GraphQLSchema): ReadonlySet<string> {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      if (carriesToken(schema, getNamedType(field.type))) names.add(field.name);
    }
  }
  return names;
}

/** Computed once from the contract's schema. */
export const TOKEN_ISSUING_FIELDS = tokenIssuingFieldNames(CONTRACT_SCHEMA);
