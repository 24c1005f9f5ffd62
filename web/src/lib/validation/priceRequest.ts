import { z } from './zod';
import { digitCount, isEmail, isPresent, ruledString } from './fields';
import { validationMessages as m } from './messages';

/**
 * Request for price (spec §5): name required; e-mail required and well formed (one message for both);
 * phone at least 10 digits.
 */
export const priceRequestSchema = z.object({
  name: ruledString([[isPresent, m.nameRequired]], { trim: true }),
  email: ruledString(
    [
      [isPresent, m.emailRequired],
      [isEmail, m.emailRequired],
    ],
    { trim: true },
  ),
  phone: ruledString([[(value) => digitCount(value) >= 10, m.phoneRequired]]),
});

export type PriceRequestValues = z.input<typeof priceRequestSchema>;
