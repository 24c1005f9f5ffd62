import { ENQUIRY_EMAIL_PATTERN, MAX_ENQUIRY_COMMENT, MAX_ENQUIRY_PACKAGES, PERSON_OPTIONS, SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';
import { enquiryIdField, optionalText, pageUrlField, verifiedNumberTokenField } from '../../mutations/fields/lead.ts';
import { phoneCheck, restPhoneOf, type PhoneMessages } from '../../mutations/fields/phone-field.ts';
import { otpField, requiredText } from '../../mutations/fields/text.ts';

/**
 * One zod schema per enquiry mutation input, with the spec's §5 texts: each form has its own wording for the same
 * fields. Each turns the input into what its REST call takes (the api's phone pair, REST package ids).
 */

const phonePair = { mobile: z.string(), countryCode: z.string().nullish() };
const onePhoneText = (message: string): PhoneMessages => ({ required: message, invalid: message });
const PACKAGE_NOT_FOUND = 'Package not found';
const lowerCase = (email: string) => email.toLowerCase();

/** Spec §5 'Call widget phone': empty or too short (an invalid number) → 'Phone number is required'. */
export const requestCallBackInput = z
  .object({ ...phonePair, pageUrl: pageUrlField, verifiedNumberToken: verifiedNumberTokenField })
  .check(phoneCheck(onePhoneText(M.phoneRequired)))
  .transform((input) => ({ phone: restPhoneOf(input), pageUrl: input.pageUrl, verifiedNumberToken: input.verifiedNumberToken }));

/** Spec §5 'Price request': name required; e-mail required and valid (one text); phone required. */
export const createPriceEnquiryInput = z
  .object({
    packageId: globalIdOf('Package', PACKAGE_NOT_FOUND),
    name: requiredText(M.nameRequired).pipe(z.string().max(100, 'Name must be at most 100 characters')),
    email: z.string().trim().min(1, M.emailRequired).pipe(z.email(M.emailRequired)).transform(lowerCase),
    ...phonePair,
    pageUrl: pageUrlField,
    verifiedNumberToken: verifiedNumberTokenField,
  })
  .check(phoneCheck(onePhoneText(M.phoneRequired)))
  .transform(({ packageId, name, email, pageUrl, verifiedNumberToken, ...phone }) => ({
    packageId,
    name,
    email,
    phone: restPhoneOf(phone),
    pageUrl,
    verifiedNumberToken,
  }));

/** Distinct REST ids in the order given (the api refuses a package named twice). */
const distinct = (ids: string[]) => [...new Set(ids)];

/** Spec §5 'Enquiry': name ≥ 3, e-mail ending in com/in/org/net, phone ≥ 10 digits, 1 to 3 packages, a person count. */
export const submitQuickEnquiryInput = z
  .object({
    form: z.enum(['QUICK', 'FOOTER']).nullish(),
    name: z.string().trim().min(3, M.enquiryNameTooShort).max(100, 'Name must be at most 100 characters'),
    email: z.string().trim().regex(ENQUIRY_EMAIL_PATTERN, M.enquiryEmailInvalid).transform(lowerCase),
    ...phonePair,
    persons: z.string().trim().pipe(z.enum(PERSON_OPTIONS, M.enquiryPersonRequired)),
    packageIds: z
      .array(globalIdOf('Package', PACKAGE_NOT_FOUND))
      .min(1, M.enquiryPackageRequired)
      .max(MAX_ENQUIRY_PACKAGES, M.enquiryPackageRequired)
      .transform(distinct),
    comment: optionalText(MAX_ENQUIRY_COMMENT, `Comment must be at most ${MAX_ENQUIRY_COMMENT} characters`),
    pageUrl: pageUrlField,
    verifiedNumberToken: verifiedNumberTokenField,
  })
  .check(phoneCheck(onePhoneText(M.enquiryPhoneTooShort)))
  .transform(({ form, mobile, countryCode, verifiedNumberToken, ...fields }) => ({
    ...fields,
    verifiedNumberToken,
    form: form === 'FOOTER' ? ('footer' as const) : ('quick' as const),
    phone: restPhoneOf({ mobile, countryCode }),
  }));

/** The enquiry and the number its OTP went to; a bad number here can only be a forged one: 'Invalid mobile number'. */
const enquiryTarget = { enquiryId: enquiryIdField, ...phonePair };
const targetPhone = phoneCheck(onePhoneText(M.mobileInvalid));

/** Spec §5 OTP rule: exactly 4 digits, else 'Please Enter OTP'. */
export const verifyEnquiryOtpInput = z
  .object({ ...enquiryTarget, otp: otpField })
  .check(targetPhone)
  .transform(({ enquiryId, otp, ...phone }) => ({ enquiryId, otp, phone: restPhoneOf(phone) }));

export const resendEnquiryOtpInput = z
  .object(enquiryTarget)
  .check(targetPhone)
  .transform(({ enquiryId, ...phone }) => ({ enquiryId, phone: restPhoneOf(phone) }));
