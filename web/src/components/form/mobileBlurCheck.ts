import type { UseFormReturn } from 'react-hook-form';
import { phoneBlurError, validationMessages, type CountryCode } from '@/lib/validation';

/**
 * The mobile field's error once it loses focus (spec §5 'Phone on blur'): 'Invalid phone number' for an
 * invalid number; an empty field is not invalid, so it shows nothing new. Any other error (a submit-time
 * or server message) stays until the form itself validates again.
 */
export function mobileErrorAfterBlur(country: CountryCode, input: string, current: string | undefined): string | undefined {
  const blurError = input.trim() === '' ? undefined : phoneBlurError(country, input);
  if (blurError) return blurError;
  return current === validationMessages.phoneInvalid ? undefined : current;
}

type MobileForm = Pick<UseFormReturn<{ country: CountryCode; mobile: string }>, 'getFieldState' | 'setError' | 'clearErrors'>;

/** Applies `mobileErrorAfterBlur` to a react-hook-form form with `country` and `mobile` fields. */
export function checkMobileOnBlur(form: MobileForm, country: CountryCode, input: string): void {
  const current = form.getFieldState('mobile').error?.message;
  const next = mobileErrorAfterBlur(country, input, current);
  if (next === current) return;
  if (next === undefined) form.clearErrors('mobile');
  else form.setError('mobile', { type: 'blur', message: next });
}
