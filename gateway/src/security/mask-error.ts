import { GraphQLError } from 'graphql';
import { maskError, type YogaMaskedErrorOpts } from 'graphql-yoga';

interface HttpExtension {
  status?: number;
  spec?: boolean;
}

/**
 * Yoga's error masking, minus the `extensions.originalError` Yoga's JSON body parser attaches (the
 * parser's name, message and position for a malformed or missing body): clients learn that the body was
 * not JSON, not which library read it. Yoga keys the 400 status of such an answer on that very
 * extension, so the error keeps its 400 by dropping `http.spec` instead.
 */
export const maskErrorWithoutInternals: YogaMaskedErrorOpts['maskError'] = (error, message, isDev) => {
  const masked = maskError(error, message, isDev);
  if (!(masked instanceof GraphQLError) || masked.extensions?.['originalError'] === undefined) return masked;
  const { originalError: _parserDetails, http, ...extensions } = masked.extensions;
  const { spec: _spec, ...status } = (http ?? {}) as HttpExtension;
  return new GraphQLError(masked.message, {
    nodes: masked.nodes,
    source: masked.source,
    positions: masked.positions,
    path: masked.path,
    extensions: { ...extensions, http: status },
  });
};
