import { getNamedType, isAbstractType, isInterfaceType, isObjectType, isScalarType, specifiedScalarTypes, TypeInfo, visit, visitWithTypeInfo, BREAK } from 'graphql';
import type { DocumentNode, GraphQLSchema } from 'graphql';

const BUILT_IN_SCALARS = new Set(specifiedScalarTypes.map((scalar) => scalar.name));

/** Whether every scalar an answer can hold is a built-in one (graphql-jit's serialiser refuses any other). */
function answersOnlyBuiltInScalars(schema: GraphQLSchema): boolean {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (isScalarType(named) && !BUILT_IN_SCALARS.has(named.name)) return false;
    }
  }
  return true;
}

/** Whether the document selects a field of an interface or union type anywhere. */
function selectsAnAbstractType(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        if (type && isAbstractType(getNamedType(type))) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}

/**
 * Which documents graphql-jit may answer with its compiled serialiser (fast-json-stringify from the document's
 * shape) instead of `JSON.stringify`, byte for byte the same answer: the schema's answers hold built-in scalars only,
 * and the document selects no interface or union — for those the serialiser merges the possible types' fields into
 * one shape, whose key order may differ from the order the document asked. Judged once per schema and document.
 */
export function compiledSerialiserFits(): (schema: GraphQLSchema, document: DocumentNode) => boolean {
  const schemas = new WeakMap<GraphQLSchema, boolean>();
  const documents = new WeakMap<DocumentNode, boolean>();
  return (schema, document) => {
    let schemaFits = schemas.get(schema);
    if (schemaFits === undefined) schemas.set(schema, (schemaFits = answersOnlyBuiltInScalars(schema)));
    if (!schemaFits) return false;
    let fits = documents.get(document);
    if (fits === undefined) documents.set(document, (fits = !selectsAnAbstractType(schema, document)));
    return fits;
  };
}
