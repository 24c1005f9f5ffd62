import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { restFieldOf } from '../../mutations/fields/rest-field.ts';
import type { RefusalPolicy } from '../../mutations/refusals.ts';

/**
 * Refusals of `POST /subscriber/subscribe`: the api's message on the field it names (a 400), its wait (429);
 * without a message, a 5xx or a failure to answer, the spec's unexpected text.
 */
export const subscribeRefusal: RefusalPolicy = {
  serverOr: M.unexpectedRetry,
  unexpected: M.unexpectedRetry,
  fieldOf: restFieldOf({ email: 'email', firstName: 'firstName', lastName: 'lastName', mobile: 'mobile', countryCode: 'mobile', category: 'category' }),
};
