import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { restFieldOf } from '../../mutations/fields/rest-field.ts';
import type { RefusalPolicy } from '../../mutations/refusals.ts';

const bodyFieldOf = restFieldOf({ first_name: 'firstName', last_name: 'lastName', email: 'email', mobile: 'mobile', countryCode: 'mobile' });

/** 'This session has already started' is about the session; a 400 naming a body field is about that field. */
const fieldOf = (message: string): string | null => (message === 'This session has already started' ? 'sessionId' : bodyFieldOf(message));

/**
 * Refusals of `POST /zoommeeting/add-subscriber`, shown with the api's message: 404 `Zoom session not found` and 409
 * `This session is full` on the session, a 400 on its field; without a message, 'Invalid mobile number' as for every
 * lead send (spec §8). A 429 shows the wait, a 5xx or a failure to answer the spec's unexpected text.
 */
export const zoomSignUpRefusal: RefusalPolicy = {
  serverOr: M.mobileInvalid,
  unexpected: M.unexpectedRetry,
  fieldOf,
  serverMessageAs: {
    400: { code: 'INVALID_INPUT', field: null },
    404: { code: 'NOT_FOUND', field: 'sessionId' },
    409: { code: 'REJECTED', field: 'sessionId' },
  },
};
