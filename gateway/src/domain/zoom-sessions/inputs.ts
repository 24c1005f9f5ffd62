import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';
import { pageUrlField, verifiedNumberTokenField } from '../../mutations/fields/lead.ts';
import { phoneCheck, restPhoneOf } from '../../mutations/fields/phone-field.ts';
import { emailField, requiredText } from '../../mutations/fields/text.ts';

/** The spec shows no texts for the Zoom form: the sign-up form's own, and the spec's phone and e-mail texts. */
export const ZOOM_SESSION_NOT_FOUND = 'Zoom session not found';

const name = (label: string) => requiredText(`${label} is required`).pipe(z.string().max(60, `${label} must be at most 60 characters`));

/** A Zoom session sign-up: the session's global id, both names, e-mail and a valid mobile number. */
export const signUpForZoomSessionInput = z
  .object({
    sessionId: globalIdOf('ZoomSession', ZOOM_SESSION_NOT_FOUND),
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailField,
    mobile: z.string(),
    countryCode: z.string().nullish(),
    pageUrl: pageUrlField,
    verifiedNumberToken: verifiedNumberTokenField,
  })
  .check(phoneCheck({ required: M.phoneRequired, invalid: M.phoneInvalid }))
  .transform(({ mobile, countryCode, verifiedNumberToken, ...fields }) => ({
    ...fields,
    phone: restPhoneOf({ mobile, countryCode }),
    verifiedNumberToken,
  }));
