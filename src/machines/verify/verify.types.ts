import type { ActivateAnswer } from '../../contract';

export type VerifyInput = {
  /** The username from /activate?username=...; absent or blank means the link is broken. */
  username: string | null | undefined;
};

/** A failed request in the screen's words: status 0 is a network failure. */
export type RequestFailure = { status: number; message: string; retryAfterSeconds?: number };

export type ActivateOutcome = { ok: true; answer: ActivateAnswer } | { ok: false; failure: RequestFailure };
export type ResendOutcome = { ok: true; retryAfterSeconds: number } | { ok: false; failure: RequestFailure };

export type VerifyContext = {
  username: string;
  /** One digit or '' per box. */
  digits: string[];
  /** The box that should hold the keyboard focus. */
  activeBox: number;
  /** Seconds until 'Resend Code' is offered again. */
  secondsLeft: number;
  /** The message under the boxes (validation or a failed request). */
  error: string | undefined;
  /** A good-news line (a new code was sent). */
  notice: string | undefined;
  /** What the verified card says. */
  verifiedMessage: string | undefined;
};

export type VerifyEvent =
  | { type: 'box.typed'; index: number; value: string }
  | { type: 'box.erased'; index: number }
  | { type: 'box.focused'; index: number }
  | { type: 'code.pasted'; text: string }
  | { type: 'code.submitted' }
  | { type: 'resend.requested' };

export type VerifyEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
