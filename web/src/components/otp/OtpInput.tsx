'use client';

import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@/lib/validation';
import styles from './OtpInput.module.css';
import { emptyOtpDigits, fillFrom, typedDigit } from './otpDigits';

type OtpInputProps = {
  /** Called with the digits typed so far, in box order ('' boxes skipped). */
  onChange: (code: string) => void;
  /** The id of the element naming the group (a visible label). */
  labelledBy: string;
  /** The id of the error message, when one shows. */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * Four one-digit boxes (spec §4, §9): typing moves to the next box, clearing a box or Backspace on an
 * empty one moves back, a pasted or autofilled code fills the boxes. Remount (`key`) to clear it.
 */
export function OtpInput({ onChange, labelledBy, errorId, invalid, disabled, autoFocus }: OtpInputProps) {
  const [boxes, setBoxes] = useState<string[]>(emptyOtpDigits);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };

  const update = (next: string[], focus: number) => {
    setBoxes(next);
    onChange(next.join(''));
    focusBox(focus);
  };

  const onType = (index: number, typed: string) => {
    const previous = boxes[index] ?? '';
    // A letter or sign typed: the box keeps what it had (React restores the controlled value).
    if (/\D/.test(typed) && typed.replace(/\D/g, '') === previous) return;
    const digits = typedDigit(previous, typed);
    if (digits === '') {
      const next = [...boxes];
      next[index] = '';
      update(next, Math.max(index - 1, 0));
      return;
    }
    const start = digits.length >= OTP_LENGTH ? 0 : index;
    const { boxes: next, focus } = fillFrom(boxes, start, digits);
    update(next, focus);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      update(next, index - 1);
    } else if (/^\d$/.test(event.key) && boxes[index] === event.key) {
      // Typing over a box the digit it already holds changes nothing, so no change event moves focus on.
      event.preventDefault();
      update([...boxes], Math.min(index + 1, OTP_LENGTH - 1));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (digits === '') return;
    const { boxes: next, focus } = fillFrom(boxes, digits.length >= OTP_LENGTH ? 0 : index, digits);
    update(next, focus);
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={errorId} className={styles.boxes}>
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          value={digit}
          disabled={disabled}
          data-autofocus={autoFocus && index === 0 ? '' : undefined}
          onChange={(event) => onType(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
