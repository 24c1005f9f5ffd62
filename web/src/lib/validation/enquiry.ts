import { ENQUIRY_EMAIL_PATTERN, MAX_ENQUIRY_PACKAGES } from '@pilgrim/schema/rules';
import { z } from './zod';
import { digitCount, hasMinLength, isPresent, ruledString } from './fields';
import { validationMessages as m } from './messages';

/** Spec §9: the person counts, at most 3 packages, and the picker's hint (schema/rules, shared with the gateway). */
export { MAX_ENQUIRY_PACKAGES, MAX_ENQUIRY_PACKAGES_HINT, PERSON_OPTIONS } from '@pilgrim/schema/rules';

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
