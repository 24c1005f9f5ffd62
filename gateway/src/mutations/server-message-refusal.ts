import { SPEC_MESSAGES } from '@pilgrim/schema/rules';
import type { RefusalPolicy } from './refusals.ts';

/** The input field a refusal is about: fixed per status, else read from the server's message. */
export interface RefusedFields {
  400?: string;
  404?: string;
  409?: string;
  /** For a status without a fixed field: the field the server's message names, or null for the whole input. */
  fieldOf?: (message: string) => string | null;
}

/**
 * The refusals of a user route (🔒) whose messages the server writes for people (cart, payments, orders):
 * 400 → `INVALID_INPUT`, 404 → `NOT_FOUND`, 409 → `REJECTED` (a sold-out date, a payment in the wrong state),
 * each with the server's message verbatim; 401 asks to sign in; a 5xx is the spec's generic failure.
 */
export const serverMessageRefusal = (fields: RefusedFields = {}): RefusalPolicy => ({
  serverOr: SPEC_MESSAGES.unexpected,
  userRoute: true,
  ...(fields.fieldOf === undefined ? {} : { fieldOf: fields.fieldOf }),
  serverMessageAs: {
    400: { code: 'INVALID_INPUT', field: fields[400] ?? null },
    404: { code: 'NOT_FOUND', field: fields[404] ?? null },
    409: { code: 'REJECTED', field: fields[409] ?? null },
  },
});
