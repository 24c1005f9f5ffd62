export { isCalendarDate, ISO_DATE_PATTERN, todayInIndia } from './calendar.ts';
export { comingYatraSeason, LAST_MONTH_OF_YATRA_SEASON } from './season.ts';
export { ENQUIRY_EMAIL_PATTERN, MAX_ENQUIRY_COMMENT, MAX_ENQUIRY_PACKAGES, MAX_ENQUIRY_PACKAGES_HINT, PERSON_OPTIONS } from './enquiry.ts';
export { SPEC_MESSAGES, type SpecMessageKey } from './messages.ts';
export { isOtpResendWait, OTP_LENGTH, OTP_PATTERN, OTP_RESEND_SECONDS, OTP_RESEND_WAIT_PATTERN } from './otp.ts';
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
export {
  ageOn,
  COUNTRY_CODE_PATTERN,
  INDIAN_PASSPORT_NUMBER_PATTERN,
  PASSPORT_NAME_PATTERN,
  PASSPORT_NUMBER_PATTERN,
  TRAVELLER_LIMITS,
  TRAVELLER_MESSAGES,
} from './traveller.ts';
export { WEATHER_SEARCH_LIMITS, weatherDateBounds, weatherDateProblem } from './weather.ts';
export {
  PINCODE_PATTERN,
  REGISTRATION_DOCUMENTS,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STEPS,
  type RegistrationStepName,
} from './registration-messages.ts';
export { registrationStepProblems, type StepProblem } from './registration.ts';
export {
  acceptOf,
  FILE_KIND_INFO,
  FILE_MESSAGES,
  MAX_UPLOAD_REQUEST_BYTES,
  sniffFileKind,
  UPLOAD_RULES,
  uploadProblem,
  type UploadKind,
  type UploadRule,
} from './files.ts';
export { MIN_WALLET_PAYMENT_PAISE, WALLET_MESSAGES, WALLET_PAGE_SIZE, walletAmountProblem, type WalletLimits } from './wallet.ts';
export { COUPON_HISTORY_MESSAGES, COUPON_HISTORY_PAGE_SIZE, dateRangeProblem } from './employee-coupons.ts';
export {
  documentNumberProblem,
  KYC_DOCUMENT_TYPE_NAMES,
  KYC_DOCUMENT_TYPES,
  KYC_MESSAGES,
  normalizeDocumentNumber,
  PASSENGER_DOCUMENT_LABELS,
  type KycDocumentTypeName,
} from './kyc.ts';
export { GIFT_CARD_EMAIL_PATTERN, GIFT_CARD_EMAIL_RULES, GIFT_CARD_LIMITS, GIFT_CARD_MESSAGES, giftCardAmountProblem } from './gift-cards.ts';
export { GROUP_MEMBER_CONTACT_PATTERN, GROUP_ORDER_LIMITS, GROUP_ORDER_MESSAGES, groupContactKey, groupMembersProblem } from './group-orders.ts';
export { isAllowedMediaRender, MEDIA_BASE_SIZES, MEDIA_FORMATS, MEDIA_QUALITIES, MEDIA_RENDER_MESSAGE, MEDIA_SIZES, nearestMediaQuality, nearestMediaSize, type MediaFormat } from './media.ts';
