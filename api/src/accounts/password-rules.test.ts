import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { checkRules, emailSchema, loginPasswordSchema, newPasswordSchema } from './password-rules.ts';

const firstMessage = (schema: Parameters<typeof checkRules>[0], value: unknown): string | null => {
  try {
    checkRules(schema, value);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).message;
  }
};

describe('new password rules (spec §5), first failing rule wins', () => {
  const cases: [string, { newpassword?: unknown; confirmpassword?: unknown }, string][] = [
    ['missing', { confirmpassword: 'x' }, 'New Password is required'],
    ['empty', { newpassword: '', confirmpassword: '' }, 'New Password is required'],
    ['7 characters', { newpassword: 'abc12@x', confirmpassword: 'abc12@x' }, 'Password must be at least 8 characters long'],
    ['no letter', { newpassword: '12345678@', confirmpassword: '12345678@' }, 'Password must contain at least one letter'],
    ['no digit', { newpassword: 'abcdefgh@', confirmpassword: 'abcdefgh@' }, 'Password must contain at least one number'],
    ['no special', { newpassword: 'abcdefgh1', confirmpassword: 'abcdefgh1' }, 'Password must contain at least one special character: @$!%*#?&'],
    ['other special only', { newpassword: 'abcdefg1^', confirmpassword: 'abcdefg1^' }, 'Password must contain at least one special character: @$!%*#?&'],
    ['confirm missing', { newpassword: 'abcdefg1@' }, 'Confirm Password is required'],
    ['confirm empty', { newpassword: 'abcdefg1@', confirmpassword: '' }, 'Confirm Password is required'],
    ['confirm differs', { newpassword: 'abcdefg1@', confirmpassword: 'abcdefg1#' }, 'Passwords must match'],
  ];
  for (const [name, value, message] of cases) {
    it(`answers '${message}' when the new password is ${name}`, () => {
      expect(firstMessage(newPasswordSchema, value)).toBe(message);
    });
  }

  it('accepts 8 characters with a letter, a digit and each allowed special character', () => {
    for (const special of '@$!%*#?&') {
      const password = `abcdef1${special}`;
      expect(checkRules(newPasswordSchema, { newpassword: password, confirmpassword: password }).newpassword).toBe(password);
    }
  });
});

describe('login password rule (spec §5)', () => {
  it("answers 'Password is required' when missing, empty or under 7 characters", () => {
    for (const value of [undefined, '', '123456']) expect(firstMessage(loginPasswordSchema, value)).toBe('Password is required');
  });

  it('accepts 7 characters', () => {
    expect(checkRules(loginPasswordSchema, '1234567')).toBe('1234567');
  });
});

describe('e-mail rule', () => {
  it("answers 'E-mail is required' when missing or blank and 'Invalid email address' when malformed", () => {
    expect(firstMessage(emailSchema, undefined)).toBe('E-mail is required');
    expect(firstMessage(emailSchema, '   ')).toBe('E-mail is required');
    expect(firstMessage(emailSchema, 'pilgrim@')).toBe('Invalid email address');
  });

  it('trims and lower-cases', () => {
    expect(checkRules(emailSchema, '  Pilgrim@Example.COM ')).toBe('pilgrim@example.com');
  });
});
