import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import type { Offence } from './offence.ts';
import { ownTypes } from './own-types.ts';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const SCREAMING_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

const check = (subject: string, ok: boolean, rule: string): Offence[] => (ok ? [] : [{ subject, rule }]);

/**
 * Names: types PascalCase, input types (and only they) ending in `Input`, fields, arguments and input fields
 * camelCase, enum values SCREAMING_SNAKE_CASE. (`…Payload` for mutation results: `mutationShapeOffences`.)
 */
export function namingOffences(schema: GraphQLSchema): Offence[] {
  return ownTypes(schema).flatMap((type) => {
    const isInput = isInputObjectType(type);
    const offences = [
      ...check(type.name, PASCAL.test(type.name), 'is not PascalCase'),
      ...check(type.name, isInput === type.name.endsWith('Input'), isInput ? 'is an input type not ending in Input' : 'ends in Input but is no input type'),
    ];
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        offences.push(...check(`${type.name}.${field.name}`, CAMEL.test(field.name), 'is not camelCase'));
        const args = 'args' in field ? field.args : [];
        for (const arg of args) offences.push(...check(`${type.name}.${field.name}(${arg.name})`, CAMEL.test(arg.name), 'is not camelCase'));
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) offences.push(...check(`${type.name}.${value.name}`, SCREAMING_SNAKE.test(value.name), 'is not SCREAMING_SNAKE_CASE'));
    }
    return offences;
  });
}
