import { OTP_PATTERN } from '@pilgrim/schema/rules';
import { z } from './zod';
import { validationMessages as m } from './messages';

/** Spec §9: an OTP has 4 digits, one per box. */
export { OTP_LENGTH } from '@pilgrim/schema/rules';

/** An OTP is exactly 4 digits; anything else gives 'Please Enter OTP'. */
export const otpSchema = z.string().regex(OTP_PATTERN, { error: m.otpRequired });

export const otpFormSchema = z.object({ otp: otpSchema });

export type OtpFormValues = z.input<typeof otpFormSchema>;
