/** Just enough of OpenAPI 3.1 to build requests from the api's own document (tests only). */
export type SchemaObject = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
};
export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: SchemaObject };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
};

/** Follows `$ref` and picks one alternative of a union (a string one when `preferString`). */
export function resolveSchema(doc: OpenApiDocument, schema: SchemaObject, preferString = false): SchemaObject {
  if (schema.$ref) return resolveSchema(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {}, preferString);
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  const chosen = (preferString && variants.find((variant) => typeOf(resolveSchema(doc, variant)) === 'string')) || variants[0] || {};
  return resolveSchema(doc, chosen, preferString);
}

export function typeOf(schema: SchemaObject): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A plausible value of `schema`: its example, first enum value or minimum; every property of an object. */
export function sampleValue(doc: OpenApiDocument, raw: SchemaObject): unknown {
  const schema = resolveSchema(doc, raw, true);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      return 'abc';
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(doc, schema.items ?? {})];
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleValue(doc, value)]));
  }
}

/** The paths (['deviceIDs', '0', 'deviceID']) of every string field in a `sampleValue` of `schema`. */
export function stringFieldPaths(doc: OpenApiDocument, raw: SchemaObject, path: string[] = []): string[][] {
  const schema = resolveSchema(doc, raw, true);
  const type = typeOf(schema);
  if (type === 'string') return [path];
  if (type === 'array') return stringFieldPaths(doc, schema.items ?? {}, [...path, '0']);
  return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => stringFieldPaths(doc, value, [...path, key]));
}

/** A copy of `value` with `replacement` at `path`. */
export function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
