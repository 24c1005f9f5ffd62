/**
 * fast-check arbitraries of GraphQL operations generated from the schema: one root field (every query and
 * mutation) with each argument passed as a variable of its declared type, holding hostile values.
 */
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { selectionFor } from './graphql-selection.ts';
import { anyJson, hostileInteger, hostileNumber, hostileString } from './values.ts';

export type FuzzOperation = { rootField: string; query: string; variables: Record<string, unknown> };

/** Real values of the seeded data that arguments take now and then: global ids and slugs/REST ids. */
export type KnownValues = { ids: string[]; strings: string[] };

const NODE_TYPE_NAMES = ['Package', 'Category', 'Order', 'Traveller', 'Payment', 'GiftCard', 'GroupOrder', 'Review', 'Viewer', 'Faq', 'Blog', 'Registration'];

const globalIdish = fc.oneof(
  hostileString,
  fc.tuple(fc.constantFrom(...NODE_TYPE_NAMES), fc.oneof(hostileString, fc.nat().map(String))).map(([type, id]) => Buffer.from(`${type}:${id}`).toString('base64')),
);

function scalarValue(name: string, known: KnownValues): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return hostileInteger;
    case 'Float':
      return hostileNumber;
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return known.ids.length > 0 ? fc.oneof(globalIdish, fc.constantFrom(...known.ids)) : globalIdish;
    case 'File':
      return fc.constant(null);
    case 'String':
      return known.strings.length > 0 ? fc.oneof(hostileString, fc.constantFrom(...known.strings)) : hostileString;
    default:
      return fc.oneof(hostileString, hostileNumber, fc.date({ noInvalidDate: true }).map((date) => date.toISOString()));
  }
}

/** A value of `type`, input objects nested at most `depth` deep; `wild`: now and then (1 in 12) any JSON in its place. */
export function valueOf(type: GraphQLInputType, known: KnownValues, depth = 3, wild = false): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  const typed = ((): fc.Arbitrary<unknown> => {
    if (isListType(inner)) return fc.array(valueOf(inner.ofType, known, depth - 1), { maxLength: depth > 1 ? 6 : 1 });
    if (isEnumType(inner)) return fc.constantFrom(...inner.getValues().map((value) => value.name));
    if (isScalarType(inner)) return scalarValue(inner.name, known);
    if (isInputObjectType(inner) && depth > 0) {
      const fields = Object.values(inner.getFields());
      const entries = Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, known, depth - 1)]));
      const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
      return fc.record(entries, { requiredKeys: required });
    }
    return fc.constant({});
  })();
  const maybeNull = isNonNullType(type) ? typed : fc.option(typed, { freq: 6, nil: null });
  return wild ? fc.oneof({ weight: 11, arbitrary: maybeNull }, { weight: 1, arbitrary: anyJson }) : maybeNull;
}

function operationFor(schema: GraphQLSchema, known: KnownValues, kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): fc.Arbitrary<FuzzOperation> {
  const declarations = field.args.map((argument) => `$${argument.name}: ${argument.type.toString()}`);
  const passed = field.args.map((argument) => `${argument.name}: $${argument.name}`);
  const head = declarations.length > 0 ? `(${declarations.join(', ')})` : '';
  const call = passed.length > 0 ? `(${passed.join(', ')})` : '';
  const query = `${kind} Fuzz${head} { ${field.name}${call} ${selectionFor(schema, getNamedType(field.type), 3)} }`;
  const variables = fc.record(Object.fromEntries(field.args.map((argument) => [argument.name, valueOf(argument.type, known, 3, true)])));
  return variables.map((values) => ({ rootField: `${kind}.${field.name}`, query, variables: values }));
}

/** Every root field of Query and Mutation, chosen evenly. */
export function operationArbitrary(schema: GraphQLSchema, known: KnownValues = { ids: [], strings: [] }): fc.Arbitrary<FuzzOperation> {
  const roots = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => operationFor(schema, known, 'query', field)),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => operationFor(schema, known, 'mutation', field)),
  ];
  return fc.oneof(...roots);
}
