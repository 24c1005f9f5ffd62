import { getNamedType, isInputObjectType, isNonNullType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { Offence } from './offence.ts';

const USER_ERRORS = '[UserError!]!';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function argumentsOffence(mutation: GraphQLField<unknown, unknown>): Offence | null {
  if (mutation.args.length === 0) return null;
  const expected = `${capitalised(mutation.name)}Input`;
  const [arg] = mutation.args;
  const ok =
    mutation.args.length === 1 && arg?.name === 'input' && isNonNullType(arg.type) && isInputObjectType(arg.type.ofType) && arg.type.ofType.name === expected;
  const has = mutation.args.map((a) => `${a.name}: ${String(a.type)}`).join(', ');
  return ok ? null : { subject: `Mutation.${mutation.name}`, rule: `takes (${has}), not no argument or one 'input: ${expected}!'` };
}

function payloadOffence(mutation: GraphQLField<unknown, unknown>): Offence | null {
  const payload = getNamedType(mutation.type);
  const userErrors = isObjectType(payload) ? payload.getFields()['userErrors'] : undefined;
  const ok = isNonNullType(mutation.type) && isObjectType(payload) && payload.name.endsWith('Payload') && String(userErrors?.type) === USER_ERRORS;
  return ok ? null : { subject: `Mutation.${mutation.name}`, rule: `returns ${String(mutation.type)}, not a non-null '…Payload' with 'userErrors: ${USER_ERRORS}'` };
}

/**
 * Mutations that break the contract's rule (schema/README.md "Conventions"): no argument or one
 * `input: <MutationName>Input!`, and a non-null `…Payload` object carrying `userErrors: [UserError!]!`.
 */
export function mutationShapeOffences(schema: GraphQLSchema): Offence[] {
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  return mutations.flatMap((mutation) => [argumentsOffence(mutation), payloadOffence(mutation)].filter((o): o is Offence => o !== null));
}
