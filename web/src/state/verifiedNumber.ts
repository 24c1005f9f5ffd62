import { z } from '@/lib/validation/zod';

/** Where the last proven number lives in the browser. */
export const VERIFIED_NUMBER_KEY = 'pilgrim-verified-number';

const verifiedNumberSchema = z.object({
  mobile: z.string().min(1).max(20),
  countryCode: z.string().min(1).max(6),
  token: z.string().min(1).max(200),
});

export type VerifiedNumber = z.infer<typeof verifiedNumberSchema>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/**
 * Keeps the verified-number token a lead's OTP earned (`verifyEnquiryOtp.verifiedNumberToken`): the next lead of
 * the same number sends it and is stored verified without another SMS. Only the last number is kept; the api
 * decides whether a token still proves anything (12 hours).
 */
export function rememberVerifiedNumber(value: VerifiedNumber): void {
  try {
    storage()?.setItem(VERIFIED_NUMBER_KEY, JSON.stringify(value));
  } catch {
    // a full or disabled storage only costs the next lead an OTP
  }
}

/** The token for this number, when the browser proved it; undefined otherwise (or when storage holds garbage). */
export function verifiedNumberTokenFor(mobile: string, countryCode: string): string | undefined {
  try {
    const parsed = verifiedNumberSchema.safeParse(JSON.parse(storage()?.getItem(VERIFIED_NUMBER_KEY) ?? 'null'));
    return parsed.success && parsed.data.mobile === mobile && parsed.data.countryCode === countryCode ? parsed.data.token : undefined;
  } catch {
    return undefined;
  }
}
