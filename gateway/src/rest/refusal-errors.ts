import type { GraphQLError } from 'graphql';
import { badUserInputError, gatewayError, unauthenticatedError } from '../errors.ts';

/**
 * The client-facing error of a 4xx answer to a catalogue GET (404 is no error: the resolver answers
 * null). Each status has its own code; the api's own message never reaches the client, because it names
 * REST details (routes, query parameters such as 'page'): the RestClient logs it instead.
 */
export function refusalError(status: number, retryAfterSeconds: number | null): GraphQLError {
  switch (status) {
    case 400:
      return badUserInputError('The catalogue service could not answer these arguments.');
    case 401:
      return unauthenticatedError();
    case 403:
      return gatewayError('FORBIDDEN', 'The catalogue service refused access to this data.');
    case 413:
      return gatewayError('PAYLOAD_TOO_LARGE', 'The request is too large for the catalogue service.');
    case 429:
      return gatewayError('RATE_LIMITED', 'Too many requests: please try again later.', {
        ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
      });
    case 431:
      return gatewayError('REQUEST_HEADER_FIELDS_TOO_LARGE', 'The request headers are too large for the catalogue service.');
    default:
      return gatewayError('UPSTREAM_ERROR', 'The catalogue service refused the request.', { reason: 'refused' });
  }
}
