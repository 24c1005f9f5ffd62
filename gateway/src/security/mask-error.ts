import { GraphQLError } from 'graphql';
import { maskError, type YogaMaskedErrorOpts } from 'graphql-yoga';

/**
 * Yoga's error masking, minus the `extensions.originalError` Yoga's own request parser attaches (the
 * JSON parser's message and position for a malformed body): clients learn that the body was invalid,
 * not which library read it.
 */
export const maskErrorWithoutInternals: YogaMaskedErrorOpts['maskError'] = (error, message, isDev) => {
  const masked = maskError(error, message, isDev);
  if (!(masked instanceof GraphQLError) || masked.extensions['originalError'] === undefined) return masked;
  const { originalError: _internal, ...extensions } = masked.extensions;
  return new GraphQLError(masked.message, {
    nodes: masked.nodes,
    source: masked.source,
    positions: masked.positions,
    path: masked.path,
    extensions,
  });
};
