import { z } from 'zod';
import type { RestPhone } from '../../rest/phone.ts';
import { parseNationalPhone } from './phone.ts';

/** The texts a form's phone number answers when it is empty or invalid. */
export interface PhoneMessages {
  required: string;
  invalid: string;
}

interface PhoneFields {
  mobile?: string | null;
  countryCode?: string | null;
}

/** Spec §9: India (+91) unless a dial code is given. */
const dialCodeOf = (fields: PhoneFields): string => fields.countryCode?.trim() || '+91';

/** A refinement of an object's `mobile` + `countryCode` pair, reported on `mobile`. */
export const checkPhone =
  (messages: PhoneMessages) =>
  (fields: PhoneFields, context: z.RefinementCtx): void => {
    const mobile = fields.mobile?.trim() ?? '';
    if (mobile === '') context.addIssue({ code: 'custom', path: ['mobile'], message: messages.required });
    else if (parseNationalPhone(mobile, dialCodeOf(fields)) === null) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: messages.invalid });
    }
  };

/**
 * `checkPhone` as an object check that runs even when other fields already failed (zod skips an object's
 * refinements then), so a form gets every field's message at once.
 */
export const phoneCheck = <T extends PhoneFields>(messages: PhoneMessages) =>
  z.superRefine<T>(checkPhone(messages), { when: ({ value }) => typeof value === 'object' && value !== null });

/** The api's pair for a pair `checkPhone` accepted. */
export function restPhoneOf(fields: PhoneFields): RestPhone {
  const phone = parseNationalPhone(fields.mobile ?? '', dialCodeOf(fields));
  if (phone === null) throw new Error('restPhoneOf called on a phone number checkPhone refused');
  return { mobile: Number(phone.nationalNumber), countrycode: phone.countryCode };
}
