import { OTP_LENGTH } from '@/lib/validation';

/** The four boxes' contents; '' is an empty box. */
export type OtpDigits = readonly string[];

export const emptyOtpDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Writes `digits` into the boxes from `start` on; returns the new boxes and the box to focus next. */
export function fillFrom(boxes: OtpDigits, start: number, digits: string): { boxes: string[]; focus: number } {
  const next = [...boxes];
  let index = start;
  for (const digit of digits) {
    if (index >= OTP_LENGTH) break;
    next[index] = digit;
    index += 1;
  }
  return { boxes: next, focus: Math.min(index, OTP_LENGTH - 1) };
}

/**
 * The digit a person meant when a box that held `previous` now reads `typed`: typing into a filled box
 * appends the new digit before or after the old one, depending on the caret.
 */
export function typedDigit(previous: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.length <= 1) return digits;
  if (previous !== '' && digits.length === 2) return digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1);
  return digits;
}
