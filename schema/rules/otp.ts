/** Spec §9: an OTP has 4 digits, one per box. */
export const OTP_LENGTH = 4;

/** Spec §9: the resend countdown, in seconds. */
export const OTP_RESEND_SECONDS = 60;

/** Spec §5: an OTP is exactly 4 digits; anything else is 'Please Enter OTP'. */
export const OTP_PATTERN = /^\d{4}$/;

/**
 * The api's refusal of a new code while the last one, sent under `OTP_RESEND_SECONDS` ago, is still live
 * (api/CONTRACT.md "Accounts": 429 `Please wait N seconds before requesting a new OTP`, the gateway's
 * `RATE_LIMITED` user error with the api's text). It is the one OTP refusal after which a code is waiting: every
 * other limit (the hourly cap, too many wrong codes, per network, the global caps) means none was just sent.
 */
export const OTP_RESEND_WAIT_PATTERN = /^Please wait \d+ seconds? before requesting a new OTP$/;

/** True for the resend-gap refusal (`OTP_RESEND_WAIT_PATTERN`): a live code exists, the wait is its countdown. */
export const isOtpResendWait = (message: string | null | undefined): boolean => OTP_RESEND_WAIT_PATTERN.test(message?.trim() ?? '');
