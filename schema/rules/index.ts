export { SPEC_MESSAGES, type SpecMessageKey } from './messages.ts';
export { OTP_LENGTH, OTP_PATTERN, OTP_RESEND_SECONDS } from './otp.ts';
export {
  confirmPasswordProblem,
  firstBrokenRule,
  MIN_NEW_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NEW_PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  type TextRule,
} from './password.ts';
export { MIN_SEARCH_LENGTH } from './search.ts';
