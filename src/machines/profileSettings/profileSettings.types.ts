import type { UpdateAnswer } from '../../contract/accounts';
import type { SettingsStatus, UpdateOutcome } from '../shared/settingsUpdate';

export type { SettingsStatus };

/** The Personal Information form's fields (document 3, section 2), in the order shown. */
export const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'dob', 'phone', 'nationality', 'state', 'city', 'address', 'bio'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalForm = Record<PersonalField, string>;

/** The form as the current user's saved details fill it. */
export type ProfileSettingsInput = { form: PersonalForm };

export type ProfileSettingsContext = {
  form: PersonalForm;
  /** Edited since the last fill: a reload of the current user leaves what the user typed alone. */
  dirty: boolean;
  status: SettingsStatus | null;
};

export type ProfileSaveOutcome = UpdateOutcome<UpdateAnswer>;

export type ProfileSettingsEvent =
  | { type: 'field.changed'; field: PersonalField; value: string }
  | { type: 'form.submitted' }
  /** The current user (re)loaded: an untouched form shows the saved details. */
  | { type: 'currentUser.loaded'; form: PersonalForm };

export type ProfileSettingsEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string; durationMs?: number }
  /** The saved details changed: the current user is reloaded at once (document 3, section 4). */
  | { type: 'currentUser.changed' };

/** How a live-checked field looks (not blocking): nothing typed, fine, or not right yet. */
export type FieldTone = 'empty' | 'valid' | 'invalid';
