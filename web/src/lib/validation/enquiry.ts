import { z } from 'zod';
import { digitCount, hasMinLength, isPresent, ruledString } from './fields';
import { validationMessages as m } from './messages';

/** Spec §9: person-count options of the enquiry form. */
export const PERSON_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11-20', '21-40', '40+'] as const;

/** Spec §9: at most 3 packages per enquiry. */
export const MAX_ENQUIRY_PACKAGES = 3;

/** Spec §5: an e-mail whose domain ends in com, in, org or net. */
const ENQUIRY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.(com|in|org|net)$/i;

const enquiryPackageSchema = z.object({ packageid: z.string(), packagename: z.string() });

/** Quick enquiry (spec §5). */
export const enquirySchema = z.object({
  name: ruledString([[hasMinLength(3), m.enquiryNameTooShort]], { trim: true }),
  email: ruledString([[(value) => ENQUIRY_EMAIL_PATTERN.test(value), m.enquiryEmailInvalid]], { trim: true }),
  phone: ruledString([[(value) => digitCount(value) >= 10, m.enquiryPhoneTooShort]]),
  packages: z
    .array(enquiryPackageSchema)
    .min(1, { error: m.enquiryPackageRequired })
    .max(MAX_ENQUIRY_PACKAGES, { error: m.enquiryPackageRequired }),
  person: ruledString([[isPresent, m.enquiryPersonRequired]]),
  comment: z.string().optional(),
});

export type EnquiryValues = z.input<typeof enquirySchema>;
export type EnquiryPackage = z.infer<typeof enquiryPackageSchema>;
