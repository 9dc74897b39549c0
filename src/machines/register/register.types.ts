import type { FieldErrors, RegisterAnswer, RegisterPayload } from '../../contract';

/** The form's text fields, named as the register payload names them (city and phone sit in market_info). */
export const REGISTER_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'phone',
  'city',
  'password',
  'password_confirm',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Every place on the form a message can appear under. */
export type RegisterMessageSlot = RegisterField | 'terms' | 'referral_code';
export type RegisterMessages = Partial<Record<RegisterMessageSlot, string>>;

export type RegisterValues = Record<RegisterField, string>;

export type RegisterInput = {
  /** The referral code from ?ref=, if any. */
  referralCode?: string | null;
};

/**
 * What the server said of the ?ref= code: none given, being checked, known (the form says "Applied"),
 * refused (nobody holds it: it is not sent) or unchecked (the check failed: it is sent and the server decides).
 */
export type ReferralStatus = 'none' | 'checking' | 'applied' | 'refused' | 'unchecked';

/** Why the last submission did not register the user. */
export type RegisterFailure =
  | { kind: 'fields'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'other'; message: string };

/** What the registration request came back with, in the form's words. */
export type RegisterOutcome =
  | { ok: true; answer: RegisterAnswer }
  | { ok: false; status: number; message: string; errors?: FieldErrors };

export type RegisterContext = {
  values: RegisterValues;
  termsAccepted: boolean;
  referralCode: string | undefined;
  referralStatus: ReferralStatus;
  /** Fields the user has left at least once; their client messages show. */
  touched: RegisterMessageSlot[];
  /** Set by a refused submission: every client message shows. */
  revealAll: boolean;
  /** The server's first message per field, until the user edits that field. */
  serverErrors: RegisterMessages;
  /** non_field_errors, shown above the submit button. */
  formErrors: string[];
  failure: RegisterFailure | undefined;
  registeredUsername: string | undefined;
};

export type RegisterEvent =
  | { type: 'field.changed'; field: RegisterField; value: string }
  | { type: 'field.blurred'; field: RegisterField }
  | { type: 'terms.toggled'; accepted: boolean }
  | { type: 'form.submitted' };

export type RegisterEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };

export type { RegisterPayload };
