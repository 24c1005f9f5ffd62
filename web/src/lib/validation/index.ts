export { validationMessages } from './messages';
export {
  DEFAULT_COUNTRY,
  callWidgetMinDigits,
  dialCodeOf,
  isValidMobile,
  nationalNumber,
  phoneBlurError,
  phoneMaxInputLength,
  type CountryCode,
} from './phone';
export { countrySchema, digitCount } from './fields';
export {
  loginPasswordSchema,
  loginPhoneSchema,
  passwordResetEmailSchema,
  type LoginPasswordValues,
  type LoginPhone,
  type LoginPhoneValues,
  type PasswordResetEmailValues,
} from './login';
export { PASSWORD_SPECIAL_CHARACTERS, newPasswordSchema, setNewPasswordSchema, type SetNewPasswordValues } from './password';
export { signUpSchema, type SignUpData, type SignUpValues } from './signUp';
export { OTP_LENGTH, otpFormSchema, otpSchema, type OtpFormValues } from './otp';
export { callWidgetPhoneSchema, type CallWidgetPhoneValues } from './callWidget';
export { priceRequestSchema, type PriceRequestValues } from './priceRequest';
export { MAX_ENQUIRY_PACKAGES, MAX_ENQUIRY_PACKAGES_HINT, PERSON_OPTIONS, enquirySchema, type EnquiryPackage, type EnquiryValues } from './enquiry';
export { CURRENT_PASSWORD_REQUIRED, changePasswordSchema, editProfileSchema, type ChangePasswordValues, type EditProfileValues } from './profile';
export { travellerFormField, travellerFormSchema, type TravellerFormField, type TravellerFormValues } from './traveller';
export { registrationStepSchema, type RegistrationFormStep, type RegistrationStepValues } from './registration';
