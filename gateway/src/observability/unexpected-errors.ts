import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GatewayLogger } from './logger.ts';

/** Mirrors Yoga's masked message, so clients see one wording whatever masked the error. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

const isUnexpected = (error: GraphQLError): boolean =>
  error.originalError !== undefined && !(error.originalError instanceof GraphQLError);

/**
 * Masks resolver errors that are not deliberate GraphQLErrors (bugs, upstream contract drift), logging
 * each in full with the request id, which the masked error also carries so a report can be traced.
 * Deliberate errors (UNAUTHENTICATED, UPSTREAM_ERROR, BAD_USER_INPUT) pass through untouched.
 */
export function useUnexpectedErrorReporting(logger: GatewayLogger): Plugin<{ requestId?: string }> {
  return {
    onExecute({ args }) {
      const requestId = args.contextValue.requestId ?? 'unknown';
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result) || result.errors === undefined) return;
          const errors = result.errors.map((error) => {
            if (!isUnexpected(error)) return error;
            logger.error(`[${requestId}] unexpected error at ${error.path?.join('.') ?? 'operation'}:`, error.originalError);
            return new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
              nodes: error.nodes,
              path: error.path,
              extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
            });
          });
          setResult({ ...result, errors });
        },
      };
    },
  };
}
