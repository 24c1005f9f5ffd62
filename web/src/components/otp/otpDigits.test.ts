import { describe, expect, it } from 'vitest';
import { emptyOtpDigits, fillFrom, typedDigit } from './otpDigits';

describe('fillFrom', () => {
  it('fills every box from a 4-digit paste and focuses the last box', () => {
    expect(fillFrom(emptyOtpDigits(), 0, '4821')).toEqual({ boxes: ['4', '8', '2', '1'], focus: 3 });
  });

  it('fills from the given box and focuses the one after', () => {
    expect(fillFrom(['1', '', '', ''], 1, '2')).toEqual({ boxes: ['1', '2', '', ''], focus: 2 });
  });

  it('drops digits that do not fit', () => {
    expect(fillFrom(emptyOtpDigits(), 2, '987')).toEqual({ boxes: ['', '', '9', '8'], focus: 3 });
  });
});

describe('typedDigit', () => {
  it('keeps the new digit when typed after the old one', () => {
    expect(typedDigit('3', '37')).toBe('7');
  });

  it('keeps the new digit when typed before the old one', () => {
    expect(typedDigit('3', '73')).toBe('7');
  });

  it('drops anything that is not a digit', () => {
    expect(typedDigit('', 'a')).toBe('');
  });

  it('returns every digit of an autofilled code', () => {
    expect(typedDigit('', '4821')).toBe('4821');
  });
});
