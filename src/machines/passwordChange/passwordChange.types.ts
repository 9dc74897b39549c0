import type { UpdateAnswer } from '../../contract/accounts';
import type { SettingsStatus, UpdateOutcome } from '../shared/settingsUpdate';

export type { SettingsStatus };

export type PasswordChangeContext = {
  /** Asked beyond the spec: the server changes a password only with the current one. */
  currentPassword: string;
  newPassword: string;
  verifyPassword: string;
  status: SettingsStatus | null;
};

export type PasswordSaveInput = { currentPassword: string; password: string };

export type PasswordSaveOutcome = UpdateOutcome<UpdateAnswer>;

export type PasswordChangeEvent =
  | { type: 'currentPassword.changed'; value: string }
  /** A new password clears the verification field (document 3, section 5). */
  | { type: 'newPassword.changed'; value: string }
  | { type: 'verifyPassword.changed'; value: string }
  | { type: 'password.submitted' };

export type PasswordChangeEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string; durationMs?: number }
  | { type: 'currentUser.changed' };

/** The live colour of the new password: red under 6 characters, orange 6-9, green 10 or more. */
export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'strong';

/** The live check of the verification field: green when equal, red ("Passwords don't match") otherwise. */
export type VerifyTone = 'empty' | 'match' | 'mismatch';
