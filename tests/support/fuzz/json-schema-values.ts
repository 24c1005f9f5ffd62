/**
 * fast-check arbitraries of the values a JSON Schema (OpenAPI 3.1) describes: about half keep to its type and
 * constraints (patterns, formats, ranges, enums) so requests reach the handlers, the rest are hostile.
 */
import fc from 'fast-check';
import { anyJson, hostileInteger, hostileNumber, hostileString } from './values.ts';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

export type SchemaLookup = (ref: string) => JsonSchema;

/** How to read `$ref`s, and real values (ids, slugs of the seeded data) that free-text strings take now and then. */
export type SchemaContext = { lookup: SchemaLookup; known: string[] };

const primaryType = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

function wellFormedString(schema: JsonSchema, known: string[]): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? 500));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2100, 0, 1) }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  const text = fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
  return known.length > 0 ? fc.oneof(text, fc.constantFrom(...known)) : text;
}

function wellFormed(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (primaryType(schema)) {
    case 'string':
      return wellFormedString(schema, context.known);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? Math.max(100, (schema.minimum ?? 0) + 100) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, context, depth - 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 8) });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(properties.map(([name, property]) => [name, valueFor(property, context, depth - 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in record) });
    }
    default:
      return anyJson;
  }
}

function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (primaryType(schema)) {
    case 'string':
      return hostileString;
    case 'integer':
      return hostileInteger;
    case 'number':
      return hostileNumber;
    default:
      return anyJson;
  }
}

/** A value for `raw`; `$ref`s are looked up, unions pick any member, `allOf` takes its first part's shape. */
export function valueFor(raw: JsonSchema, context: SchemaContext, depth = 4): fc.Arbitrary<unknown> {
  const schema = raw.$ref ? context.lookup(raw.$ref) : raw;
  if (depth <= 0) return fc.constant(null);
  const members = schema.anyOf ?? schema.oneOf;
  if (members?.length) return fc.oneof(...members.map((member) => valueFor(member, context, depth)));
  if (schema.allOf?.length) return valueFor({ ...schema.allOf[0], ...schema, allOf: undefined }, context, depth);
  return fc.oneof({ weight: 3, arbitrary: wellFormed(schema, context, depth) }, { weight: 1, arbitrary: hostile(schema) });
}
