export const BANK_FIELDS = ['bank_name', 'account_name', 'account_number'] as const;
export type BankField = (typeof BANK_FIELDS)[number];
export type BankValues = Record<BankField, string>;
export type BankMessages = Partial<Record<BankField, string>>;

export type BankDetailsInput = { account: BankValues | null };

/** What a save came back with; a refusal carries the words to show. */
export type BankSaveOutcome = { ok: true } | { ok: false; message: string };

export type BankDetailsContext = {
  values: BankValues;
  touched: BankField[];
  revealAll: boolean;
  failure: string | null;
  /** The error toast last shown, withdrawn when the user tries again. */
  shownError: string | null;
};

export type BankDetailsEvent =
  | { type: 'field.changed'; field: BankField; value: string }
  | { type: 'field.blurred'; field: BankField }
  | { type: 'form.submitted' };

export type BankDetailsEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string; durationMs?: number }
  | { type: 'toast.withdrawn'; tone: 'error'; message: string }
  /** Saved: the current user's details should reload now. */
  | { type: 'currentUser.changed' };
