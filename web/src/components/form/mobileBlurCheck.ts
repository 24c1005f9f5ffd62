import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { phoneBlurError, validationMessages, type CountryCode } from '@/lib/validation';

/**
 * The phone field's error once it loses focus (spec §5 'Phone on blur', §8 'Invalid phone number': the phone
 * validator on blur): 'Invalid phone number' for an invalid number; an empty field is not invalid, so it shows nothing
 * new. Any other error (a submit-time or server message) stays until the form itself validates again.
 */
export function mobileErrorAfterBlur(country: CountryCode, input: string, current: string | undefined): string | undefined {
  const blurError = input.trim() === '' ? undefined : phoneBlurError(country, input);
  if (blurError) return blurError;
  return current === validationMessages.phoneInvalid ? undefined : current;
}

/** What the blur check uses of a react-hook-form form (`useForm`'s return has it all). */
export type PhoneBlurForm<Values extends FieldValues> = Pick<UseFormReturn<Values>, 'getFieldState' | 'setError' | 'clearErrors' | 'getValues'>;

/** The number field and the field holding its country (ISO `IN`), as the form names them. */
export type PhoneFieldNames<Values extends FieldValues> = { name: Path<Values>; countryName: Path<Values> };

/**
 * Applies `mobileErrorAfterBlur` to the number field `name` of a form, judged by the country in `countryName`.
 * `PhoneField` runs it on every blur, so every form with a phone (login, sign-up, get-a-call, price request, the quick
 * enquiry forms, Zoom, newsletter) checks it the same way; each form keeps its own submit-time messages.
 */
export function checkPhoneOnBlur<Values extends FieldValues>(
  form: PhoneBlurForm<Values>,
  { name, countryName }: PhoneFieldNames<Values>,
  input: string,
): void {
  const current = form.getFieldState(name).error?.message;
  const next = mobileErrorAfterBlur(form.getValues(countryName) as CountryCode, input, current);
  if (next === current) return;
  if (next === undefined) form.clearErrors(name);
  else form.setError(name, { type: 'blur', message: next });
}
