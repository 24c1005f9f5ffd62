import { z } from 'zod';
import { defaultCountryCode, signInByEmailNumber } from './credentialFields';

/** The `DeviceInfoInput` of the GraphQL contract, as the providers receive it in `deviceIDs`. */
const deviceInfoSchema = z.object({
  deviceID: z.string().trim().min(1).max(200),
  deviceName: z.enum(['samsung', 'iphone', 'pixel', 'redmi', 'windows', 'unknown']),
  modelNo: z.string().max(200),
  operaingSystem: z.string().max(200),
  firebaseToken: z.string().max(4096).nullable(),
  deviceType: z.enum(['android', 'ios', 'web']),
});

export type DeviceInput = z.infer<typeof deviceInfoSchema>;

/** `deviceIDs` is the JSON text of a non-empty list; the first entry is the device signing in. */
const deviceIdsSchema = z
  .string()
  .max(10_000)
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'deviceIDs is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(deviceInfoSchema).min(1).max(10))
  .transform((devices) => devices[0]);

const nationalNumber = z.string().trim().regex(/^\d{4,15}$/);
const countryCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/)
  .transform((code) => (code.startsWith('+') ? code : `+${code}`));

const passwordFieldsSchema = z.object({
  email: z.string().trim().max(254).default(''),
  password: z.string().min(1).max(200),
  number: z.string().trim().max(20).default(''),
  countrycode: z.string().trim().default(''),
  deviceIDs: deviceIdsSchema,
});

const otpFieldsSchema = z.object({
  otp: z.string().trim().regex(/^\d{4}$/),
  number: nationalNumber,
  countrycode: countryCode,
  deviceIDs: deviceIdsSchema,
});

/** The gateway's `SignInWithPasswordInput`. */
export type PasswordSignInInput =
  | { email: string; password: string; device: DeviceInput }
  | { mobile: string; countryCode: string; password: string; device: DeviceInput };

/** The gateway's `SignInWithOtpInput`. */
export type OtpSignInInput = { mobile: string; countryCode: string; otp: string; device: DeviceInput };

/**
 * The password provider's form fields → the gateway input, or null when they are unusable.
 * `number` '0' (or empty) with an e-mail means a sign-in by e-mail; otherwise by mobile number.
 */
export function parsePasswordCredentials(raw: unknown): PasswordSignInInput | null {
  const parsed = passwordFieldsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { email, password, number, countrycode, deviceIDs: device } = parsed.data;
  if (device === undefined) return null;
  const byEmail = number === '' || number === signInByEmailNumber;
  if (byEmail) {
    return z.email().safeParse(email).success ? { email, password, device } : null;
  }
  const mobile = nationalNumber.safeParse(number);
  const code = countryCode.safeParse(countrycode || defaultCountryCode);
  if (!mobile.success || !code.success) return null;
  return { mobile: mobile.data, countryCode: code.data, password, device };
}

/** The OTP provider's form fields → the gateway input, or null when they are unusable. */
export function parseOtpCredentials(raw: unknown): OtpSignInInput | null {
  const parsed = otpFieldsSchema.safeParse(raw);
  if (!parsed.success || parsed.data.deviceIDs === undefined) return null;
  const { otp, number, countrycode, deviceIDs: device } = parsed.data;
  return { mobile: number, countryCode: countrycode, otp, device };
}
