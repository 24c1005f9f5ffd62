import { describe, expect, it } from 'vitest';
import {
  callWidgetPhoneSchema,
  enquirySchema,
  loginPasswordSchema,
  loginPhoneSchema,
  otpFormSchema,
  passwordResetEmailSchema,
  phoneBlurError,
  phoneMaxInputLength,
  priceRequestSchema,
  setNewPasswordSchema,
  signUpSchema,
} from './index';
import { messagesFor } from './testing';

// Spec §5, one describe per row of the table, with inputs that trip each rule.

describe('login by password, email', () => {
  const valid = { email: 'pilgrim@example.com', password: 'secret12' };
  it.each([
    ['', 'E-mail is required'],
    ['   ', 'E-mail is required'],
    ['pilgrim', 'Invalid email address'],
    ['pilgrim@', 'Invalid email address'],
  ])('reports %j as %s', (email, message) => {
    expect(messagesFor(loginPasswordSchema, { ...valid, email }, 'email')).toEqual([message]);
  });

  it('accepts a well-formed e-mail and trims it', () => {
    expect(loginPasswordSchema.parse({ ...valid, email: ' pilgrim@example.com ' }).email).toBe('pilgrim@example.com');
  });
});

describe('login by password, password', () => {
  const valid = { email: 'pilgrim@example.com', password: 'secret12' };
  it.each([
    ['', 'Password is required'],
    ['123456', 'Password is required'],
  ])('reports %j as %s', (password, message) => {
    expect(messagesFor(loginPasswordSchema, { ...valid, password }, 'password')).toEqual([message]);
  });

  it('accepts 7 characters', () => {
    expect(messagesFor(loginPasswordSchema, { ...valid, password: '1234567' }, 'password')).toEqual([]);
  });

  it('reports both fields at once when both are empty', () => {
    const result = loginPasswordSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['E-mail is required', 'Password is required']);
  });
});

describe('password reset e-mail', () => {
  it.each([
    ['', 'E-mail is required'],
    ['not-an-email', 'Invalid email address'],
  ])('reports %j as %s', (email, message) => {
    expect(messagesFor(passwordResetEmailSchema, { email }, 'email')).toEqual([message]);
  });
});

describe('new password', () => {
  const newPasswordMessage = (newPassword: string) =>
    messagesFor(setNewPasswordSchema, { newPassword, confirmPassword: newPassword }, 'newPassword');

  it.each([
    ['', 'New Password is required'],
    ['Ab1@', 'Password must be at least 8 characters long'],
    ['12345678@', 'Password must contain at least one letter'],
    ['abcdefgh@', 'Password must contain at least one number'],
    ['abcdefg1', 'Password must contain at least one special character: @$!%*#?&'],
    ['abcdefg1^', 'Password must contain at least one special character: @$!%*#?&'],
  ])('reports %j with only the first failing rule: %s', (password, message) => {
    expect(newPasswordMessage(password)).toEqual([message]);
  });

  it.each(['abcdefg1@', 'PILGRIM9$', 'a1!aaaaa', 'kailash#2025', 'x1?xxxxx', 'y2&yyyyy', 'z3*zzzzz', 'w4%wwwww'])(
    'accepts %j',
    (password) => {
      expect(newPasswordMessage(password)).toEqual([]);
    },
  );
});

describe('confirm password', () => {
  it('reports an empty confirmation as required', () => {
    expect(
      messagesFor(setNewPasswordSchema, { newPassword: 'abcdefg1@', confirmPassword: '' }, 'confirmPassword'),
    ).toEqual(['Confirm Password is required']);
  });

  it('reports a different confirmation', () => {
    expect(
      messagesFor(setNewPasswordSchema, { newPassword: 'abcdefg1@', confirmPassword: 'abcdefg1#' }, 'confirmPassword'),
    ).toEqual(['Passwords must match']);
  });

  it('compares even while the new password breaks a rule', () => {
    expect(messagesFor(setNewPasswordSchema, { newPassword: 'short', confirmPassword: 'other' }, 'confirmPassword')).toEqual(
      ['Passwords must match'],
    );
  });

  it('accepts the same password', () => {
    expect(setNewPasswordSchema.safeParse({ newPassword: 'abcdefg1@', confirmPassword: 'abcdefg1@' }).success).toBe(true);
  });
});

describe('login phone', () => {
  it.each([
    ['IN', ''],
    ['IN', '12345'],
    ['IN', '1234567890'],
    ['IN', '98100123456'],
    ['US', '9810012345'],
  ])('reports %s %j as required', (country, mobile) => {
    expect(messagesFor(loginPhoneSchema, { country, mobile }, 'mobile')).toEqual(['Phone number must be required']);
  });

  it('parses a valid Indian mobile into national number and dial code', () => {
    expect(loginPhoneSchema.parse({ country: 'IN', mobile: '098100 12345' })).toEqual({
      country: 'IN',
      mobile: '9810012345',
      countryCode: '+91',
    });
  });

  it('accepts a valid number of another country', () => {
    expect(loginPhoneSchema.parse({ country: 'NP', mobile: '9841234567' }).countryCode).toBe('+977');
  });
});

describe('phone on blur', () => {
  it('reports an invalid number', () => {
    expect(phoneBlurError('IN', '12345')).toBe('Invalid phone number');
  });

  it('passes a valid number', () => {
    expect(phoneBlurError('IN', '9810012345')).toBeUndefined();
  });
});

describe('sign-up', () => {
  const valid = { email: 'pilgrim@example.com', country: 'IN', mobile: '9810012345', password: 'secret12' };

  it('reports an empty e-mail', () => {
    expect(messagesFor(signUpSchema, { ...valid, email: '' }, 'email')).toEqual(['E-mail is required']);
  });

  it.each(['', '000', ' - '])('reports mobile %j as required', (mobile) => {
    expect(messagesFor(signUpSchema, { ...valid, mobile }, 'mobile')).toEqual(['Phone no is required']);
  });

  it.each(['', 'abc123'])('reports password %j as required', (password) => {
    expect(messagesFor(signUpSchema, { ...valid, password }, 'password')).toEqual(['Password is required']);
  });

  it('reports every field of an empty form at once', () => {
    const result = signUpSchema.safeParse({ email: '', country: 'IN', mobile: '', password: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'E-mail is required'],
      ['password', 'Password is required'],
      ['mobile', 'Phone no is required'],
    ]);
  });

  it('sends the number without dial code or leading zeros', () => {
    expect(signUpSchema.parse({ ...valid, mobile: '09810012345' })).toMatchObject({
      mobile: '9810012345',
      countryCode: '+91',
    });
  });
});

describe('call widget phone', () => {
  it.each([
    ['IN', ''],
    ['IN', '981001234'],
    ['GB', '1234567'],
  ])('reports %s %j as required', (country, mobile) => {
    expect(messagesFor(callWidgetPhoneSchema, { country, mobile }, 'mobile')).toEqual(['Phone number is required']);
  });

  it.each([
    ['IN', '9810012345'],
    ['GB', '12345678'],
  ])('accepts %s %j (12 digits with +91, 10 otherwise)', (country, mobile) => {
    expect(messagesFor(callWidgetPhoneSchema, { country, mobile }, 'mobile')).toEqual([]);
  });

  it('limits the input to 14 characters for +91 and 17 otherwise', () => {
    expect(phoneMaxInputLength('IN')).toBe(14);
    expect(phoneMaxInputLength('US')).toBe(17);
  });
});

describe('price request', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', phone: '9810012345' };
  it.each([
    ['name', '', 'Name is required'],
    ['name', '  ', 'Name is required'],
    ['email', '', 'E-mail is required'],
    ['email', 'asha', 'E-mail is required'],
    ['phone', '', 'Phone number is required'],
    ['phone', '981001234', 'Phone number is required'],
  ])('reports %s %j as %s', (field, value, message) => {
    expect(messagesFor(priceRequestSchema, { ...valid, [field]: value }, field)).toEqual([message]);
  });

  it('accepts a complete request', () => {
    expect(priceRequestSchema.safeParse(valid).success).toBe(true);
  });
});

describe('quick enquiry', () => {
  const valid = {
    name: 'Asha',
    email: 'asha@example.in',
    phone: '98100 12345',
    packages: [{ packageid: 'p1', packagename: 'Kailash Mansarovar Yatra' }],
    person: '2',
  };
  const pkg = (n: number) => ({ packageid: `p${n}`, packagename: `Package ${n}` });

  it.each([
    ['name', '', 'Name must be at least 3 characters'],
    ['name', 'As', 'Name must be at least 3 characters'],
    ['email', '', 'Enter a valid email address'],
    ['email', 'asha@example.co', 'Enter a valid email address'],
    ['email', 'asha@example', 'Enter a valid email address'],
    ['phone', '', 'Phone number must be at least 10 digits'],
    ['phone', '98100-1234', 'Phone number must be at least 10 digits'],
    ['packages', [], 'Package is required'],
    ['packages', [pkg(1), pkg(2), pkg(3), pkg(4)], 'Package is required'],
    ['person', '', 'Person is required'],
  ])('reports %s %j as %s', (field, value, message) => {
    expect(messagesFor(enquirySchema, { ...valid, [field]: value }, field)).toEqual([message]);
  });

  it.each(['asha@example.com', 'asha@example.org', 'asha@example.net', 'asha@example.in'])('accepts e-mail %s', (email) => {
    expect(messagesFor(enquirySchema, { ...valid, email }, 'email')).toEqual([]);
  });

  it('accepts 3 packages and no comment', () => {
    expect(enquirySchema.safeParse({ ...valid, packages: [pkg(1), pkg(2), pkg(3)] }).success).toBe(true);
  });
});

describe('OTP', () => {
  it.each(['', '123', '12a4', '12345'])('reports %j as Please Enter OTP', (otp) => {
    expect(messagesFor(otpFormSchema, { otp }, 'otp')).toEqual(['Please Enter OTP']);
  });

  it('accepts exactly 4 digits', () => {
    expect(otpFormSchema.safeParse({ otp: '0472' }).success).toBe(true);
  });
});
