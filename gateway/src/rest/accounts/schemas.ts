import { z } from 'zod';

/** `UserProfile` of CONTRACT.md (Accounts): what `/user`, `/user/profile-update` and sessions carry. */
export const userProfileSchema = z.object({
  _id: z.string().min(1),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  mobile: z.number().int().nonnegative(),
  countrycode: z.string().regex(/^\+\d{1,4}$/),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  /** `employee` reaches the employee routes; an api that predates roles answers none: a customer. */
  role: z.enum(['customer', 'employee']).default('customer'),
  createdAt: z.string(),
});

/** `Session`: the bearer token, its expiry and the signed-in user. */
export const sessionSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.string(),
  user: userProfileSchema,
});

/** The envelope of an account answer: `message` at the top, `data` when the route has one. */
export const accountAnswer = <T extends z.ZodType>(data: T) => z.object({ message: z.string().optional(), data });

/** An answer that carries only a top-level `message`. */
export const messageAnswer = z.object({ message: z.string().optional() });

/** `/auth/login-otp`: `{ data: { statuscode, message } }`; `/otp/send|resend`: `{ data: { message } }`. */
export const otpSentAnswer = accountAnswer(z.object({ message: z.string(), statuscode: z.number().int().optional() }));

/** `/user/add-user`: the pending user. */
export const addUserAnswer = accountAnswer(
  z.object({ user: z.object({ _id: z.string().min(1), mobile: z.number().int(), countrycode: z.string(), email: z.string() }) }),
);

/** `/user/user-verify`: the now verified user. */
export const verifyUserAnswer = accountAnswer(z.object({ user: userProfileSchema }));

/** `/user/otp-verify-for-reset`: the reset token (spec spelling `verifiyToken`). */
export const resetOtpAnswer = accountAnswer(z.object({ verifiyToken: z.string().min(1), message: z.string().optional() }));

/** `/user/reset-password`: spec capitalisation `Message`, `Email`, `Mobile`. */
export const resetPasswordAnswer = accountAnswer(
  z.object({ Message: z.string(), Email: z.string().nullish(), Mobile: z.union([z.number(), z.string()]).nullish() }),
);
