/** Every text the limits answer with (no spec text exists for these; wrong passwords keep the spec's own message). */

/** `45 seconds`, `1 minute`, `15 minutes`: a wait rounded up to whole minutes past one minute. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** `1 hour`, `23 hours`; shorter waits as describeWait. */
export function describeLongWait(seconds: number): string {
  if (seconds <= 3600) return describeWait(seconds);
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hours`;
}

export const LIMIT_MSG = {
  signInFailures: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${describeWait(seconds)} or sign in with OTP.`,
  signInAttempts: (seconds: number) => `Too many sign-in attempts. Please try again in ${describeWait(seconds)}.`,
  otpFromIp: (seconds: number) => `Too many OTP requests from your network. Please try again in ${describeWait(seconds)}.`,
  otpBusy: (seconds: number) => `We are sending too many OTPs right now. Please try again in ${describeWait(seconds)}.`,
  leadsFromIp: (seconds: number) => `Too many enquiries from your network. Please try again in ${describeWait(seconds)}.`,
  leadsForContact: (seconds: number) => `Too many enquiries for this number. Please try again in ${describeWait(seconds)}.`,
  leadsBusy: (seconds: number) => `We are receiving too many enquiries right now. Please try again in ${describeWait(seconds)}.`,
  communityFromUser: (seconds: number) => `You have posted or voted too often. Please try again in ${describeWait(seconds)}.`,
  communityFromIp: (seconds: number) => `Too many posts and votes from your network. Please try again in ${describeWait(seconds)}.`,
  writesFromUser: (seconds: number) => `You are making changes too quickly. Please try again in ${describeWait(seconds)}.`,
  writesFromIp: (seconds: number) => `Too many requests from your network. Please try again in ${describeWait(seconds)}.`,
  uploadsFromUser: (seconds: number) => `You have uploaded too many files. Please try again in ${describeWait(seconds)}.`,
  summaryMailsForRegistration: (seconds: number) => `This registration's summary has been e-mailed too often today. Please try again in ${describeLongWait(seconds)}.`,
  summaryMailsFromUser: (seconds: number) => `You have e-mailed too many registration summaries today. Please try again in ${describeLongWait(seconds)}.`,
  otpCountry: 'OTP cannot be sent to mobile numbers of this country. Please use an Indian mobile number or one from a supported country.',
} as const;
