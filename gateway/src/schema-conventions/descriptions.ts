import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedDirective, type GraphQLSchema } from 'graphql';
import type { Offence } from './offence.ts';
import { ownTypes } from './own-types.ts';

const RULE = 'has no description (GraphiQL docs pane)';

const blank = (description: string | null | undefined) => (description ?? '').trim() === '';

/** Subjects GraphiQL documents: types, fields (`T.f`), arguments (`T.f(a)`), input fields, enum values, own directives. */
function* documented(schema: GraphQLSchema): Generator<[string, string | null | undefined]> {
  for (const type of ownTypes(schema)) {
    yield [type.name, type.description];
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        yield [`${type.name}.${field.name}`, field.description];
        for (const arg of field.args) yield [`${type.name}.${field.name}(${arg.name})`, arg.description];
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) yield [`${type.name}.${field.name}`, field.description];
    if (isEnumType(type)) for (const value of type.getValues()) yield [`${type.name}.${value.name}`, value.description];
  }
  for (const directive of schema.getDirectives().filter((d) => !isSpecifiedDirective(d))) {
    yield [`@${directive.name}`, directive.description];
    for (const arg of directive.args) yield [`@${directive.name}(${arg.name})`, arg.description];
  }
}

/** Everything GraphiQL's docs pane would show without a description. */
export const undescribed = (schema: GraphQLSchema): Offence[] =>
  [...documented(schema)].filter(([, description]) => blank(description)).map(([subject]) => ({ subject, rule: RULE }));
