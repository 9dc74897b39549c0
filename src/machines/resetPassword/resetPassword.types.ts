import type { FieldErrors, ForgotPasswordAnswer } from '../../contract';

export type ResetPasswordInput = {
  /** The token from the mailed link /resetpassword?token=...; absent for the request form. */
  token: string | null | undefined;
};

/** A failed request in the screen's words: status 0 is a network failure. */
export type RequestFailure = { status: number; message: string; errors?: FieldErrors };

export type ForgotPasswordOutcome = { ok: true; answer: ForgotPasswordAnswer } | { ok: false; failure: RequestFailure };
export type CompleteResetOutcome = { ok: true; message: string } | { ok: false; failure: RequestFailure };

export type NewPasswordField = 'password' | 'password_confirm';
export type NewPasswordMessages = Partial<Record<NewPasswordField, string>>;

export type ResetPasswordContext = {
  token: string;
  email: string;
  /** The email field was left once, or a request was attempted: its rule shows. */
  emailTouched: boolean;
  password: string;
  passwordConfirm: string;
  touched: NewPasswordField[];
  revealAll: boolean;
  /** The server's words on a refused new password, under its field until edited. */
  serverErrors: NewPasswordMessages;
  /** The answer to the last request, shown above the button. */
  failure: string | undefined;
};

export type ResetPasswordEvent =
  | { type: 'email.changed'; value: string }
  | { type: 'email.blurred' }
  | { type: 'request.submitted' }
  | { type: 'password.changed'; field: NewPasswordField; value: string }
  | { type: 'password.blurred'; field: NewPasswordField }
  | { type: 'reset.submitted' };

export type ResetPasswordEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
