/** Spec §9: an OTP has 4 digits, one per box. */
export const OTP_LENGTH = 4;

/** Spec §9: the resend countdown, in seconds. */
export const OTP_RESEND_SECONDS = 60;

/** Spec §5: an OTP is exactly 4 digits; anything else is 'Please Enter OTP'. */
export const OTP_PATTERN = /^\d{4}$/;
