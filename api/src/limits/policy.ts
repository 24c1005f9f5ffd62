/**
 * Every limit of the api, with its default. `src/env.ts` reads the overrides (API_LIMIT_*, API_OTP_COUNTRIES);
 * api/README.md "Limits" lists each with its key, window and where it is enforced.
 */
export type LimitsPolicy = {
  /** Consecutive failed password sign-ins of one account (or unknown identifier) before each attempt waits. */
  signInBackoffAfter: number;
  /** The first wait; it doubles with each further failure (30 s, 60 s, 120 s, ...). */
  signInBackoffSeconds: number;
  /** Consecutive failures that lock the account's password sign-in (an OTP sign-in or a reset unlocks it). */
  signInLockAfter: number;
  signInLockMinutes: number;
  /** Failed password sign-ins from one client IP per hour. */
  signInFailuresPerIp: number;
  /** Sign-in attempts (password and OTP) from one client IP per 15 minutes. */
  signInAttemptsPerIp: number;
  /** OTP sends requested from one client IP per hour, every purpose. */
  otpSendsPerIp: number;
  /** Distinct OTP recipients (numbers or e-mails) one client IP may send to per hour. */
  otpRecipientsPerIp: number;
  /** OTP sends per hour to numbers anyone can type (sign-up, mobile verification), all clients together. */
  otpGlobalOpen: number;
  /** OTP sends per hour to existing accounts (sign-in, reset, e-mail confirmation), all clients together. */
  otpGlobalAccount: number;
  /** OTP sends per minute to numbers anyone can type, all clients together (bursts an hourly cap lets through). */
  otpGlobalOpenPerMinute: number;
  /** Leads (enquiries, Zoom sign-ups, subscriptions) stored from one client IP per hour. */
  leadsPerIp: number;
  /** Leads naming one mobile number (or, for a subscription without one, one e-mail) per hour, all clients together. */
  leadsPerContact: number;
  /** Leads stored per minute, all clients together. */
  leadsGlobalPerMinute: number;
  /** Reviews, FAQ questions and comments one user may post per hour. */
  communityPostsPerUser: number;
  /** The same from one client IP per hour (all its users together). */
  communityPostsPerIp: number;
  /** Review likes and FAQ votes one user may cast (or change) per hour. */
  communityVotesPerUser: number;
  /** The same from one client IP per hour. */
  communityVotesPerIp: number;
  /** Writes (POST/PUT/PATCH/DELETE on any route) one signed-in user may make per 10 minutes. */
  writesPerUser: number;
  /** Writes without a user token (sign-up, sign-in, OTP, leads) from one client IP per 10 minutes. */
  writesPerIp: number;
  /** File uploads (images, documents) one user may make per hour (they also count as writes). */
  uploadsPerUser: number;
  /** ISO 3166 countries whose mobile numbers may receive an SMS OTP. */
  otpCountries: readonly string[];
};

/**
 * Pilgrims are mostly in India, with family and diaspora in the neighbouring Himalayan countries, the Gulf,
 * and the English-speaking countries and South-East Asia where most overseas bookings come from.
 */
export const DEFAULT_OTP_COUNTRIES = ['IN', 'NP', 'BT', 'LK', 'AE', 'US', 'GB', 'CA', 'AU', 'SG', 'MY', 'NZ'] as const;

export const DEFAULT_LIMITS: LimitsPolicy = {
  signInBackoffAfter: 5,
  signInBackoffSeconds: 30,
  signInLockAfter: 10,
  signInLockMinutes: 15,
  signInFailuresPerIp: 30,
  signInAttemptsPerIp: 100,
  otpSendsPerIp: 20,
  otpRecipientsPerIp: 8,
  otpGlobalOpen: 500,
  otpGlobalAccount: 2000,
  otpGlobalOpenPerMinute: 60,
  leadsPerIp: 20,
  leadsPerContact: 10,
  leadsGlobalPerMinute: 120,
  communityPostsPerUser: 20,
  communityPostsPerIp: 60,
  communityVotesPerUser: 300,
  communityVotesPerIp: 1000,
  writesPerUser: 300,
  writesPerIp: 300,
  uploadsPerUser: 60,
  otpCountries: DEFAULT_OTP_COUNTRIES,
};

/**
 * Registration summary e-mails (`PUT /registration/email/{id}`), fixed (no env override): each one sends the whole
 * summary, so a day's few are plenty; per registration and per user, rolling from the first of the window.
 */
export const SUMMARY_MAIL_LIMITS = { perRegistration: 3, perUser: 10, windowSeconds: 24 * 3600 } as const;

/** Windows (fixed, not configurable). */
export const LIMIT_WINDOWS = {
  /** How long consecutive failures of an account are remembered after the first one. */
  signInFailureMemorySeconds: 24 * 3600,
  signInFailuresPerIpSeconds: 3600,
  signInAttemptsPerIpSeconds: 15 * 60,
  otpPerIpSeconds: 3600,
  otpGlobalSeconds: 3600,
  otpGlobalMinuteSeconds: 60,
  leadsPerIpSeconds: 3600,
  leadsPerContactSeconds: 3600,
  leadsGlobalSeconds: 60,
  communitySeconds: 3600,
  writesSeconds: 600,
  uploadsSeconds: 3600,
} as const;
