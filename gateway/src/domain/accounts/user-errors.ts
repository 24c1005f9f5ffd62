import type { UserErrorCode } from '../../generated/resolvers-types.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/** An expected failure of an account mutation, as `UserError` shows it. */
export interface AccountUserError {
  code: UserErrorCode;
  message: string;
  field: string | null;
}

/** What the gateway knows of an upstream refusal: its HTTP status and the api's `message`. */
export interface UpstreamRefusal {
  status: number;
  message: string | null;
}

/** Each upstream call of the account mutations whose refusal becomes a `UserError`. */
export type AccountFlow =
  | 'signInWithPassword'
  | 'signInWithOtp'
  | 'verifySignUpOtp'
  | 'verifyPasswordResetOtp'
  | 'requestSignInOtp'
  | 'resendOtp'
  | 'resendVerifyMobileOtp'
  | 'signUp'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'changePassword'
  | 'updateProfile'
  | 'requestEmailConfirmation'
  | 'confirmEmail'
  | 'signOut';

type FlowRule =
  /** The spec fixes the text whatever the server says. */
  | { fixed: string; code?: UserErrorCode; field?: string }
  /** The spec shows the server's message, or `fallback` when it sent none. */
  | { serverOr: string; code?: UserErrorCode; field?: string };

/** Spec §8, flow by flow. */
const FLOW_RULES: Record<AccountFlow, FlowRule> = {
  signInWithPassword: { fixed: M.invalidCredentials, code: 'INVALID_CREDENTIALS' },
  confirmEmail: { fixed: M.invalidOtp, code: 'INVALID_OTP', field: 'otp' },
  signInWithOtp: { fixed: M.invalidOtp, code: 'INVALID_OTP', field: 'otp' },
  verifySignUpOtp: { fixed: M.invalidOtp, code: 'INVALID_OTP', field: 'otp' },
  verifyPasswordResetOtp: { fixed: M.invalidOtp, code: 'INVALID_OTP', field: 'otp' },
  requestSignInOtp: { fixed: M.invalidSignInPhone, field: 'mobile' },
  resendOtp: { serverOr: M.invalidOtp },
  resendVerifyMobileOtp: { serverOr: M.invalidMobile },
  signUp: { serverOr: M.unexpected },
  requestPasswordReset: { serverOr: M.unexpected },
  resetPassword: { serverOr: M.unexpected },
  changePassword: { serverOr: M.unexpected },
  updateProfile: { serverOr: M.unexpected },
  requestEmailConfirmation: { serverOr: M.unexpected },
  signOut: { serverOr: M.unexpected },
};

/** The flows of user routes (🔒): a 401 there means the caller is not signed in (any more). */
const USER_ROUTE_FLOWS: ReadonlySet<AccountFlow> = new Set([
  'changePassword',
  'updateProfile',
  'requestEmailConfirmation',
  'confirmEmail',
  'signOut',
]);

const CODE_BY_STATUS: Readonly<Record<number, UserErrorCode>> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  409: 'ALREADY_REGISTERED',
  429: 'RATE_LIMITED',
};

/** The input field a known server message is about (CONTRACT.md texts and the §5 new-password rules). */
const FIELD_BY_SERVER_MESSAGE: Readonly<Record<string, string>> = {
  'E-mail is already registered': 'email',
  'Mobile number is already registered': 'mobile',
  'Current password is incorrect': 'currentPassword',
  'Invalid or expired reset token': 'verifyToken',
  [M.invalidOtp]: 'otp',
  [M.invalidMobile]: 'mobile',
  [M.invalidSignInPhone]: 'mobile',
  [M.newPasswordRequired]: 'newPassword',
  [M.newPasswordLength]: 'newPassword',
  [M.newPasswordLetter]: 'newPassword',
  [M.newPasswordDigit]: 'newPassword',
  [M.newPasswordSpecial]: 'newPassword',
  [M.confirmPasswordRequired]: 'confirmPassword',
  [M.passwordsMustMatch]: 'confirmPassword',
};

/**
 * Maps an upstream refusal of `flow` to the user error the spec prescribes. Before the flow's own rule:
 * a 5xx is the spec's generic failure (not the user's fault), a 429 shows the server's wait message,
 * a 409 the server's 'already registered' message (e.g. a mobile verified meanwhile by another sign-up),
 * a 403 on a password sign-in the server's 'confirm your e-mail' hint (only after the right password),
 * and a 401 on a user route asks the caller to sign in.
 */
export function userErrorForRefusal(flow: AccountFlow, refusal: UpstreamRefusal): AccountUserError {
  const { status } = refusal;
  const serverMessage = refusal.message?.trim() || null;
  if (status >= 500) return { code: 'REJECTED', message: M.unexpected, field: null };
  if (status === 401 && USER_ROUTE_FLOWS.has(flow)) return signInRequiredError();
  const rule = FLOW_RULES[flow];
  const fallback = 'fixed' in rule ? rule.fixed : rule.serverOr;
  if (status === 429) {
    const message = serverMessage ?? fallback;
    return { code: 'RATE_LIMITED', message, field: FIELD_BY_SERVER_MESSAGE[message] ?? null };
  }
  if (status === 409 && serverMessage) {
    return { code: 'ALREADY_REGISTERED', message: serverMessage, field: FIELD_BY_SERVER_MESSAGE[serverMessage] ?? null };
  }
  if (status === 403 && flow === 'signInWithPassword' && serverMessage) {
    return { code: 'EMAIL_NOT_CONFIRMED', message: serverMessage, field: 'email' };
  }
  const message = 'fixed' in rule ? rule.fixed : (serverMessage ?? rule.serverOr);
  return {
    code: rule.code ?? CODE_BY_STATUS[status] ?? 'REJECTED',
    message,
    field: rule.field ?? FIELD_BY_SERVER_MESSAGE[message] ?? null,
  };
}

/** A user mutation called without a user token. */
export function signInRequiredError(): AccountUserError {
  return { code: 'UNAUTHENTICATED', message: M.signInToContinue, field: null };
}
