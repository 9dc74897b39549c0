import { DURATIONS, LIMITS } from '../../contract';
import { secondsIn } from '../shared/countdown';

export const CODE_LENGTH = LIMITS.verificationCodeLength;
export const COOLDOWN_SECONDS = secondsIn(DURATIONS.resendCooldown);

export const emptyDigits = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

const lastBox = CODE_LENGTH - 1;
const clampBox = (index: number) => Math.min(Math.max(index, 0), lastBox);

/** Up to six digits, nothing else (surrounding spaces of a pasted code are forgiven). */
export function pastedDigits(text: string): string[] | undefined {
  const trimmed = text.trim();
  return new RegExp(`^\\d{1,${CODE_LENGTH}}$`).test(trimmed) ? trimmed.split('') : undefined;
}

/** Fills the boxes from the first with the pasted digits; the focus goes to the next empty box (or the last). */
export function fillFromPaste(digits: string[]): { digits: string[]; activeBox: number } {
  const filled = emptyDigits().map((_, index) => digits[index] ?? '');
  return { digits: filled, activeBox: clampBox(digits.length) };
}

/**
 * A box's new text: the newest digit typed wins; a whole code (autofill) fills the boxes;
 * anything without a digit leaves the box as it was, and an emptied box is cleared.
 */
export function typeIntoBox(digits: string[], index: number, value: string): { digits: string[]; activeBox: number } | undefined {
  const box = clampBox(index);
  if (value === '') {
    const cleared = [...digits];
    cleared[box] = '';
    return { digits: cleared, activeBox: box };
  }
  const typed = value.replace(/\D/g, '');
  if (!typed) return undefined;
  if (typed.length === CODE_LENGTH && value.trim() === typed) return fillFromPaste(typed.split(''));
  const next = [...digits];
  next[box] = typed.slice(-1);
  return { digits: next, activeBox: clampBox(box + 1) };
}

/** Backspace: clears a filled box in place, or steps back and clears the box before an empty one. */
export function eraseBox(digits: string[], index: number): { digits: string[]; activeBox: number } {
  const box = clampBox(index);
  const next = [...digits];
  if (next[box]) {
    next[box] = '';
    return { digits: next, activeBox: box };
  }
  const previous = clampBox(box - 1);
  next[previous] = '';
  return { digits: next, activeBox: previous };
}

export const isCodeComplete = (digits: string[]) => digits.length === CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
