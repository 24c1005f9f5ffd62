import { describe, expect, it } from 'vitest';
import { userErrorForRefusal as mapRefusal } from '../../mutations/refusals.ts';
import type { MutationUserError, UpstreamRefusal } from '../../mutations/user-error.ts';
import { accountRefusal, type AccountFlow } from './refusals.ts';

type Case = [AccountFlow, number, string | null, MutationUserError];

const userErrorForRefusal = (flow: AccountFlow, refusal: UpstreamRefusal) => mapRefusal(accountRefusal(flow), refusal);

const wait = 'Please wait 42 seconds before requesting a new OTP';

describe('accountRefusal', () => {
  it.each<Case>([
    ['signInWithPassword', 401, 'Invalid username or password', { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password', field: null }],
    ['signInWithPassword', 404, 'No such user', { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password', field: null }],
    ['signInWithOtp', 400, 'OTP expired', { code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    ['verifySignUpOtp', 400, null, { code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    ['verifyPasswordResetOtp', 404, 'No account found with this e-mail', { code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    ['requestSignInOtp', 404, 'Please enter a valid phone number', { code: 'NOT_FOUND', message: 'Please enter a valid phone number', field: 'mobile' }],
    ['requestSignInOtp', 400, 'mobile: not a number', { code: 'INVALID_INPUT', message: 'Please enter a valid phone number', field: 'mobile' }],
    ['resendOtp', 404, 'Invalid mobile number', { code: 'NOT_FOUND', message: 'Invalid mobile number', field: 'mobile' }],
    ['resendOtp', 400, null, { code: 'INVALID_INPUT', message: 'Invalid OTP', field: 'otp' }],
    ['resendVerifyMobileOtp', 400, null, { code: 'INVALID_INPUT', message: 'Invalid mobile number', field: 'mobile' }],
    ['signUp', 409, 'E-mail is already registered', { code: 'ALREADY_REGISTERED', message: 'E-mail is already registered', field: 'email' }],
    ['signUp', 409, 'Mobile number is already registered', { code: 'ALREADY_REGISTERED', message: 'Mobile number is already registered', field: 'mobile' }],
    ['signUp', 400, 'password: at least 7 characters', { code: 'INVALID_INPUT', message: 'password: at least 7 characters', field: null }],
    ['verifySignUpOtp', 409, 'Mobile number is already registered', { code: 'ALREADY_REGISTERED', message: 'Mobile number is already registered', field: 'mobile' }],
    ['signInWithPassword', 403, 'Confirm your e-mail', { code: 'EMAIL_NOT_CONFIRMED', message: 'Confirm your e-mail', field: 'email' }],
    ['signInWithOtp', 403, 'Confirm your e-mail', { code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    ['confirmEmail', 400, 'Invalid OTP', { code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    ['confirmEmail', 409, 'E-mail is already registered', { code: 'ALREADY_REGISTERED', message: 'E-mail is already registered', field: 'email' }],
    ['confirmEmail', 401, 'Please sign in to continue', { code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }],
    ['requestEmailConfirmation', 409, 'E-mail is already registered', { code: 'ALREADY_REGISTERED', message: 'E-mail is already registered', field: 'email' }],
    ['resetPassword', 400, 'Invalid or expired reset token', { code: 'INVALID_INPUT', message: 'Invalid or expired reset token', field: 'verifyToken' }],
    ['resetPassword', 400, 'Passwords must match', { code: 'INVALID_INPUT', message: 'Passwords must match', field: 'confirmPassword' }],
    ['changePassword', 400, 'Current password is incorrect', { code: 'INVALID_INPUT', message: 'Current password is incorrect', field: 'currentPassword' }],
    ['changePassword', 400, 'Password must contain at least one number', { code: 'INVALID_INPUT', message: 'Password must contain at least one number', field: 'newPassword' }],
    ['updateProfile', 400, 'firstname: too long', { code: 'INVALID_INPUT', message: 'firstname: too long', field: null }],
  ])('maps %s refused with %i %j', (flow, status, message, expected) => {
    expect(userErrorForRefusal(flow, { status, message })).toEqual(expected);
  });

  it.each<AccountFlow>(['resendOtp', 'requestSignInOtp', 'signUp', 'requestPasswordReset'])(
    'shows the server wait message of a 429 for %s',
    (flow) => {
      expect(userErrorForRefusal(flow, { status: 429, message: wait })).toEqual({ code: 'RATE_LIMITED', message: wait, field: null });
    },
  );

  it('falls back to the flow message for a 429 without one', () => {
    expect(userErrorForRefusal('resendOtp', { status: 429, message: null })).toMatchObject({ code: 'RATE_LIMITED', message: 'Invalid OTP' });
  });

  it.each<AccountFlow>(['signOut', 'changePassword', 'updateProfile'])('asks to sign in when a user route of %s answers 401', (flow) => {
    expect(userErrorForRefusal(flow, { status: 401, message: 'Please sign in to continue' })).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
      field: null,
    });
  });

  it.each<AccountFlow>(['signInWithPassword', 'signInWithOtp', 'signUp', 'resendOtp'])(
    'shows the generic spec message, not a flow message, when %s fails with a 5xx',
    (flow) => {
      expect(userErrorForRefusal(flow, { status: 503, message: 'Service Unavailable' })).toEqual({
        code: 'REJECTED',
        message: 'Something unexpected happened or please try again later.',
        field: null,
      });
    },
  );

  it('ignores a blank server message', () => {
    expect(userErrorForRefusal('signUp', { status: 400, message: '  ' }).message).toBe(
      'Something unexpected happened or please try again later.',
    );
  });
});
