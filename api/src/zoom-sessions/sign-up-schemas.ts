import { z } from '@hono/zod-openapi';
import { LeadSourceField, PageLinkField, VerifiedNumberTokenField } from '../leads/fields.ts';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';

/** Spec §5 texts the sign-up shares with the enquiry forms. */
const NAME_REQUIRED = 'Name is required';
const EMAIL_INVALID = 'Enter a valid email address';

/** `POST /zoommeeting/add-subscriber` (spec §3 zoom-meeting subscriber names). */
export const ZoomSignUpBody = z
  .object({
    source: LeadSourceField,
    first_name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(60, 'must be at most 60 characters'),
    last_name: z.string().trim().max(60, 'must be at most 60 characters').optional(),
    email: z.string({ error: EMAIL_INVALID }).trim().toLowerCase().max(254, 'must be at most 254 characters').pipe(z.email({ error: EMAIL_INVALID })),
    mobile: MobileField,
    countryCode: CountryCodeField.optional().openapi({ description: "Default '+91'" }),
    meetingID: z.string({ error: 'must be the session id' }).trim().max(64).openapi({ description: 'Our id of the session (`_id`)' }),
    zoomMeetingID: z.string({ error: "must be Zoom's meeting number" }).trim().max(32).openapi({ example: '812 3456 7890' }),
    otpVerified: z.unknown().optional().openapi({ type: 'boolean', description: 'Ignored: only a code (or a verifiedNumberToken) verifies' }),
    verifiedNumberToken: VerifiedNumberTokenField,
    pagessourcelink: PageLinkField,
  })
  .openapi('ZoomSignUpBody');
