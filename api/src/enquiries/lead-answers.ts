import { z } from '@hono/zod-openapi';
import { ErrorBodySchema, type ErrorStatus } from '../http/errors.ts';

/** `data` of a lead's OTP answer: the enquiry id (spec `data.data`), whether its OTP went, and the resend wait. */
export const LeadOtpDataSchema = z
  .object({
    data: z.string().openapi({ description: 'The enquiry id', example: '65f1c0ffee0000000000a001' }),
    message: z.string().optional(),
    otpSent: z.boolean(),
    retryAfter: z.number().int().openapi({ description: 'Seconds before another code can be asked for', example: 60 }),
    otpverified: z.boolean().optional().openapi({ description: 'True when the number was already proven (a verified-number token, or the account\'s own number): stored verified, no OTP' }),
  })
  .openapi('EnquiryOtp');

/** A stored lead's answer: 200 with its OTP sent, or 429 (an OTP limit) with the id all the same. */
export const LeadOtpAnswerSchema = z.object({ status: z.number().int(), message: z.string(), data: LeadOtpDataSchema });
export type LeadOtpAnswer = z.infer<typeof LeadOtpAnswerSchema>;

/** The verify answer: `data.data` the enquiry id, `otpverified: true`. */
export const LeadVerifiedAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    data: z.string(),
    otpverified: z.boolean(),
    verifiedNumberToken: z.string().optional().openapi({ description: 'Proves the number for 12 hours: send it with the next lead (`verifiedNumberToken`) to store it verified without another OTP' }),
  }),
});

const jsonContent = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

/** OpenAPI responses of a route that stores a lead or sends its OTP: 200, 429 with the id, and the errors. */
export function leadOtpResponses(errors: Exclude<ErrorStatus, 429>[]) {
  const failures = Object.fromEntries(errors.map((status) => [status, jsonContent('See the message', ErrorBodySchema)]));
  return {
    ...failures,
    200: jsonContent('Stored; its OTP sent', LeadOtpAnswerSchema),
    429: jsonContent('A lead limit (nothing stored: `{ status, message }`) or an OTP limit (stored: `data` holds the id, `otpSent: false`); `retry-after` gives the seconds', LeadOtpAnswerSchema),
  };
}
