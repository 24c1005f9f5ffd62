import { hashSHA256 } from '@graphql-yoga/plugin-response-cache';
import stableStringify from 'fast-json-stable-stringify';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

/**
 * The cache key of a request: every GraphQL parameter it sent, not only the document text. With trusted
 * documents a request may carry an id instead of the text (`extensions.persistedQuery`, `documentId`); keying on
 * the text alone would then give two documents with the same variables one key. `recordParams` must run right
 * before the response cache's own `onParams`, so the key sees the parameters as they stand then.
 */
export function createCacheKeys() {
  const paramsByRequest = new WeakMap<Request, GraphQLParams>();
  const recordParams: Plugin = {
    onParams({ params, request }) {
      paramsByRequest.set(request, params);
    },
  };
  const buildResponseCacheKey = ({ request, documentString, operationName, variableValues }: KeyInput) =>
    hashSHA256(
      stableStringify({
        params: paramsByRequest.get(request) ?? null,
        documentString,
        operationName: operationName ?? null,
        variableValues: variableValues ?? null,
      }),
    );
  return { recordParams, buildResponseCacheKey };
}

interface KeyInput {
  request: Request;
  documentString: string;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
}
