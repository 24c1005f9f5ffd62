import { z } from '@hono/zod-openapi';
import { LeadSourceField } from '../leads/fields.ts';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';
import { SUBSCRIBER_MSG as MSG } from './messages.ts';

/** What a subscription is to when the body names nothing. */
export const DEFAULT_CATEGORY = 'newsletter';

const optionalName = z.string().trim().max(100, 'must be at most 100 characters').optional().transform((value) => value || null);

/** `POST /subscriber/subscribe` (spec §3 subscriber payload). */
export const SubscribeBody = z
  .object({
    source: LeadSourceField,
    email: z
      .string({ error: MSG.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, 'must be at most 254 characters')
      .pipe(z.email({ error: MSG.emailInvalid }))
      .openapi({ example: 'asha.rao@example.com' }),
    firstName: z.string({ error: MSG.firstNameRequired }).trim().min(1, MSG.firstNameRequired).max(100, 'must be at most 100 characters').openapi({ example: 'Asha' }),
    lastName: optionalName.openapi({ type: 'string', example: 'Rao' }),
    mobile: MobileField.optional().transform((value) => value || null),
    countryCode: CountryCodeField.optional().openapi({ description: "Default '+91' (with a mobile)" }),
    category: z
      .string({ error: MSG.categoryInvalid })
      .trim()
      .toLowerCase()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, MSG.categoryInvalid)
      .default(DEFAULT_CATEGORY)
      .openapi({ example: DEFAULT_CATEGORY, description: "`newsletter` (default) or a channel such as `whatsapp`" }),
  })
  .openapi('SubscribeBody');

export type SubscribeInput = z.infer<typeof SubscribeBody>;

/** `data.data` is the subscriber id, the same for a new and a repeated subscription. */
export const SubscribeAnswerSchema = z.object({
  status: z.number().int().openapi({ example: 200 }),
  message: z.string().openapi({ example: MSG.subscribed }),
  data: z.object({ data: z.string().openapi({ description: 'The subscriber id' }) }),
});
