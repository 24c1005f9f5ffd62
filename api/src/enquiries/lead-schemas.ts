import { z } from '@hono/zod-openapi';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';
import { OtpField } from '../otp/otp-field.ts';
import { VerifiedNumberTokenField } from '../leads/fields.ts';
import { emailField, ENQUIRY_EMAIL_PATTERN, MAX_ENQUIRY_PACKAGES, nameField, PageLinkField, PERSON_OPTIONS, PersonsField, SourceField } from './lead-fields.ts';
import { ENQUIRY_MSG } from './messages.ts';

/** `otpverified` / `otpVerified`: accepted from old clients and never trusted (only a code verifies). */
const IgnoredFlag = z.unknown().optional().openapi({ type: 'boolean', description: 'Ignored: only a code verifies' });
const OptionalCountryCode = CountryCodeField.optional().openapi({ description: "Default '+91'" });
const PackageIdField = z.string({ error: ENQUIRY_MSG.packageRequired }).trim().min(1, ENQUIRY_MSG.packageRequired).max(64).openapi({ example: '65f1c0ffee0000000000a001' });
/** Spec §2 quick enquiry picker: 'You can select max 3 package.' */
export const MAX_PACKAGES_MESSAGE = 'You can select max 3 package.';

/** `POST /enquiry/call`: the get-a-call popup. */
export const CallBody = z
  .object({ source: SourceField, mobile: MobileField, countrycode: CountryCodeField, otpverified: IgnoredFlag, verifiedNumberToken: VerifiedNumberTokenField, pagessourcelink: PageLinkField })
  .openapi('CallEnquiryBody');

/** `POST /enquiry/create`: request for price (spec §3 names); the package's title is the catalogue's. */
export const PriceBody = z
  .object({
    source: SourceField,
    NoOfPerson: z.union([z.literal(''), PersonsField], { error: ENQUIRY_MSG.personRequired }).optional().openapi({ type: 'string', enum: ['', ...PERSON_OPTIONS] }),
    name: nameField(1, ENQUIRY_MSG.nameRequired),
    email: emailField(),
    phone: MobileField,
    countrycode: OptionalCountryCode,
    comment: z.string().max(1000).optional().openapi({ description: 'Ignored: the package title is stored' }),
    packageid: PackageIdField,
    pagessourcelink: PageLinkField,
    packagename: z.string().max(500).optional().openapi({ description: 'Ignored: the catalogue title is stored' }),
    verifiedNumberToken: VerifiedNumberTokenField,
  })
  .openapi('PriceEnquiryBody');

/** `POST /enquiry/quick`: the quick enquiry popup, the footer form and the search overlay's form. */
export const QuickBody = z
  .object({
    source: SourceField,
    name: nameField(3, ENQUIRY_MSG.nameTooShort),
    email: emailField(ENQUIRY_EMAIL_PATTERN),
    phone: MobileField,
    countrycode: OptionalCountryCode,
    noofperson: PersonsField,
    packagename: z.string().max(2000).optional().openapi({ description: 'Ignored: the catalogue titles are stored' }),
    packagelist: z
      .array(z.object({ packageid: PackageIdField, packagename: z.string().max(500).optional() }), { error: ENQUIRY_MSG.packageRequired })
      .min(1, ENQUIRY_MSG.packageRequired)
      .max(MAX_ENQUIRY_PACKAGES, MAX_PACKAGES_MESSAGE)
      .refine((list) => new Set(list.map((item) => item.packageid)).size === list.length, ENQUIRY_MSG.packagesDistinct),
    pagessourcelink: PageLinkField,
    comment: z.string().trim().max(1000, ENQUIRY_MSG.commentTooLong).optional(),
    form: z.enum(['quick', 'footer'], { error: "must be 'quick' or 'footer'" }).default('quick'),
    verifiedNumberToken: VerifiedNumberTokenField,
  })
  .openapi('QuickEnquiryBody');

const EnquiryIdField = z.string({ error: 'must be the enquiry id' }).trim().max(64).openapi({ example: '65f1c0ffee0000000000a001' });

/** `POST /enquiry/verify` (request for price names, used by every kind). */
export const VerifyBody = z
  .object({ source: SourceField, id: EnquiryIdField, phone: MobileField, countrycode: OptionalCountryCode, otp: OtpField, otpVerified: IgnoredFlag })
  .openapi('VerifyEnquiryBody');

/** `POST /enquiry/quick/verify` (the quick form's names). */
export const QuickVerifyBody = z
  .object({ source: SourceField, mobile: MobileField, countrycode: OptionalCountryCode, code: OtpField, enquiryId: EnquiryIdField })
  .openapi('QuickVerifyEnquiryBody');

/** `POST /enquiry/resend`. */
export const ResendBody = z.object({ source: SourceField, id: EnquiryIdField, phone: MobileField, countrycode: OptionalCountryCode }).openapi('ResendEnquiryOtpBody');
