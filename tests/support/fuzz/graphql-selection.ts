/** A bounded selection set for any output type of the schema: scalars and a few nested objects, arguments left out. */
import {
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

const OBJECT_FIELDS_PER_LEVEL = 4;

/** Fields a selection may take: no required arguments. */
const selectable = (field: GraphQLField<unknown, unknown>): boolean =>
  field.args.every((argument) => !isNonNullType(argument.type) || argument.defaultValue !== undefined);

export function selectionFor(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    const members = schema.getPossibleTypes(type).slice(0, 3);
    const fragments = depth > 1 ? members.map((member) => `... on ${member.name} ${selectionFor(schema, member, depth - 1)}`) : [];
    return `{ __typename ${fragments.join(' ')} }`;
  }
  if (!isObjectType(type)) return '{ __typename }';
  const fields = Object.values(type.getFields()).filter(selectable);
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type))).map((field) => field.name);
  const objects =
    depth > 1
      ? fields
          .filter((field) => !isLeafType(getNamedType(field.type)))
          .slice(0, OBJECT_FIELDS_PER_LEVEL)
          .map((field) => `${field.name} ${selectionFor(schema, getNamedType(field.type), depth - 1)}`)
      : [];
  return `{ __typename ${[...leaves, ...objects].join(' ')} }`;
}
