import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { jsonBoundsProblem, type JsonBounds } from './json-bounds.ts';

/** Refuses, with HTTP 400 before validation, `variables` or `extensions` nested too deep or holding too long a string. */
export function useBoundedParams(bounds: JsonBounds): Plugin {
  return {
    onParams({ params }) {
      for (const [name, value] of [['variables', params.variables], ['extensions', params.extensions]] as const) {
        const problem = value === undefined ? null : jsonBoundsProblem(value, bounds);
        if (problem !== null) {
          throw createGraphQLError(`The request's ${name} are refused: ${problem}.`, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      }
    },
  };
}
