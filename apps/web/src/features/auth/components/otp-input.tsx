import { LIMITS, toAsciiDigits } from '@casting/contract';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const LENGTH = LIMITS.otpLength;

function emptyDigits(): string[] {
  return Array.from({ length: LENGTH }, () => '');
}

function digitsOf(text: string): string[] {
  return toAsciiDigits(text).replace(/\D/g, '').split('');
}

export interface OtpInputProps {
  /** What the code is for; names the group of boxes. */
  readonly label: string;
  /** Called once every box holds a digit; remount the input (change its key) to start over. */
  readonly onComplete: (code: string) => void;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

/**
 * One box per digit of a one-time code (spec §2). Typing moves on, Backspace moves back, and
 * pasting or autofilling a whole code into any box fills them all.
 */
export function OtpInput({ label, onComplete, disabled = false, autoFocus = false }: OtpInputProps) {
  const { t } = useTranslation('auth');
  const [digits, setDigits] = useState(emptyDigits);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` from box `start` on, then either finishes or moves to the next box. */
  const place = (start: number, typed: readonly string[]) => {
    const next = [...digits];
    typed.slice(0, LENGTH - start).forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    setDigits(next);
    if (next.every((digit) => digit !== '')) {
      boxes.current[start + typed.length - 1]?.blur();
      onComplete(next.join(''));
    } else {
      focusBox(start + typed.length);
    }
  };

  const clear = (index: number) => {
    setDigits((current) => current.map((digit, position) => (position === index ? '' : digit)));
  };

  const handleChange = (index: number, value: string) => {
    const typed = digitsOf(value);
    if (value === '') {
      clear(index);
    } else if (typed.length >= LENGTH) {
      // A whole code arrived at once (browser autofill of a one-time code).
      place(0, typed.slice(0, LENGTH));
    } else if (typed.length > 0) {
      place(index, typed.slice(-1));
    }
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || digits[index] !== '' || index === 0) return;
    event.preventDefault();
    clear(index - 1);
    focusBox(index - 1);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (pasted.length === 0) return;
    place(pasted.length >= LENGTH ? 0 : index, pasted.slice(0, LENGTH));
  };

  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-ink-900">{label}</legend>
      {/* Digits read left to right in every language. */}
      <div dir="ltr" className="mt-3 flex justify-center gap-3 sm:justify-start">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            aria-label={t('otp.digit', { index: index + 1, count: LENGTH })}
            value={digit}
            onFocus={(event) => {
              event.target.select();
            }}
            onChange={(event) => {
              handleChange(index, event.target.value);
            }}
            onKeyDown={(event) => {
              handleKeyDown(index, event);
            }}
            onPaste={(event) => {
              handlePaste(index, event);
            }}
            className="size-16 rounded-2xl border border-ink-950/15 bg-white text-center font-display text-3xl text-ink-950 shadow-sm transition-colors hover:border-ink-950/30 focus:border-accent-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-ink-500"
          />
        ))}
      </div>
    </fieldset>
  );
}
