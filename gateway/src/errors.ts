import { GraphQLError } from 'graphql';

/** The `extensions.code` values the gateway adds to errors it exposes. */
export type GatewayErrorCode =
  | 'UNAUTHENTICATED'
  | 'UPSTREAM_ERROR'
  | 'BAD_USER_INPUT'
  | 'FORBIDDEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'REQUEST_HEADER_FIELDS_TOO_LARGE';

export function gatewayError(
  code: GatewayErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export function unauthenticatedError(): GraphQLError {
  return gatewayError('UNAUTHENTICATED', 'The upstream api refused the credentials of this request.');
}

/**
 * Why an upstream call failed: no answer within the operation's deadline, no connection (or a body cut off), a
 * 5xx, a breaker failing fast while open, or a body that is not JSON.
 */
export type UpstreamFailureReason = 'timeout' | 'network' | 'status' | 'circuit-open' | 'malformed';

export function upstreamUnavailableError(reason: UpstreamFailureReason, status?: number): GraphQLError {
  const detail = reason === 'timeout' ? 'did not answer in time' : 'is unavailable';
  return gatewayError('UPSTREAM_ERROR', `The catalogue service ${detail}.`, {
    reason,
    ...(status === undefined ? {} : { upstreamStatus: status }),
  });
}

export function badUserInputError(message: string): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message);
}

/**
 * The upstream answered 2xx with a body that breaks CONTRACT.md. Deliberately not a GraphQLError:
 * Yoga masks it for clients and logs it in full, so contract drift is loud for operators only.
 */
export class UpstreamContractError extends Error {
  override readonly name = 'UpstreamContractError';
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Upstream answer of ${path} breaks the REST contract:\n${issues}`);
  }
}
