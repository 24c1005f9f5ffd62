/**
 * schemathesis-style requests from the api's OpenAPI document: every operation, its path and query parameters
 * and its body (JSON, multipart or form) generated from their schemas by `json-schema-values.ts`.
 */
import fc from 'fast-check';
import { valueFor, type JsonSchema, type SchemaContext } from './json-schema-values.ts';

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

export type FuzzRequest = { method: string; route: string; path: string; contentType: string | null; body: string | FormData | null };

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD rather than throwing). */
const encodeSegment = (value: unknown): string =>
  [...Buffer.from(typeof value === 'string' ? value : JSON.stringify(value) ?? '', 'utf8')]
    .map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');

const queryText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function bodyFor(content: Record<string, { schema?: JsonSchema }>, context: SchemaContext): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'body'>> {
  const [contentType, media] = Object.entries(content)[0] ?? ['application/json', {}];
  const value = valueFor(media.schema ?? { type: 'object' }, context);
  if (contentType === 'multipart/form-data' || contentType === 'application/x-www-form-urlencoded') {
    return fc.tuple(value, fc.uint8Array({ maxLength: 2_048 })).map(([fields, bytes]) => {
      const entries = Object.entries(typeof fields === 'object' && fields !== null ? fields : {});
      if (contentType === 'application/x-www-form-urlencoded') {
        return { contentType, body: new URLSearchParams(entries.map(([name, field]) => [name, queryText(field)])).toString() };
      }
      const form = new FormData();
      entries.forEach(([name, field]) => form.append(name, queryText(field)));
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'fuzz.jpg');
      return { contentType: null, body: form };
    });
  }
  const malformed = fc.constantFrom('{', '{"a":', 'null', '[]', '"\u0000"', '{"__proto__":{"admin":true}}', '1e999');
  return fc.oneof(
    { weight: 9, arbitrary: value.map((body) => ({ contentType, body: JSON.stringify(body) ?? 'null' })) },
    { weight: 1, arbitrary: malformed.map((body) => ({ contentType, body })) },
  );
}

function requestFor(route: string, method: string, operation: Operation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const values = fc.record(Object.fromEntries(parameters.map((parameter, index) => [String(index), fc.option(valueFor(parameter.schema ?? {}, context), { freq: 5 })])));
  const body = operation.requestBody?.content ? bodyFor(operation.requestBody.content, context) : fc.constant({ contentType: null, body: null });
  return fc.tuple(values, body).map(([chosen, { contentType, body: payload }]) => {
    let path = route;
    const query = new URLSearchParams();
    parameters.forEach((parameter, index) => {
      const value = chosen[String(index)];
      if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeSegment(value ?? ''));
      if (parameter.in === 'query' && value !== null && value !== undefined) {
        (Array.isArray(value) ? value : [value]).forEach((item) => query.append(parameter.name, queryText(item)));
      }
    });
    const search = query.toString();
    return { method: method.toUpperCase(), route: `${method.toUpperCase()} ${route}`, path: search ? `${path}?${search}` : path, contentType, body: payload };
  });
}

/** Every operation of the document, chosen evenly; free-text strings are now and then one of `known` (real ids, slugs). */
export function requestArbitrary(document: OpenApiDocument, known: string[] = []): fc.Arbitrary<FuzzRequest> {
  const context: SchemaContext = { lookup: (ref) => document.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {}, known };
  const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => requestFor(route, method, operation, context)),
  );
  return fc.oneof(...operations);
}
