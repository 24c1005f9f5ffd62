import { getCountryCallingCode } from 'libphonenumber-js/mobile';
import { z } from './zod';
import { withMobile } from './fields';
import { validationMessages as m } from './messages';
import { callWidgetMinDigits } from './phone';

/**
 * Call widget phone (spec §5): required; at least 12 digits counting the dial code for +91, else 10. The
 * input itself takes at most `phoneMaxInputLength(country)` characters (14 for +91, 17 otherwise).
 */
export const callWidgetPhoneSchema = withMobile({}, m.phoneRequired, (country, national) => {
  const withDialCode = `${getCountryCallingCode(country)}${national}`;
  return national !== '' && withDialCode.length >= callWidgetMinDigits(country);
});

export type CallWidgetPhoneValues = z.input<typeof callWidgetPhoneSchema>;
