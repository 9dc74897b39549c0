import type { UpdateAnswer } from '../../contract/accounts';
import type { SettingsStatus, UpdateOutcome } from '../shared/settingsUpdate';

export type { SettingsStatus };

/** The General Settings switches of /settings/profile (document 3, section 2). */
export const GENERAL_SETTINGS = ['display_bio', 'wallet'] as const;
export type GeneralSetting = (typeof GENERAL_SETTINGS)[number];
export type GeneralValues = Record<GeneralSetting, boolean>;

export type GeneralTogglesInput = { values: GeneralValues };

export type GeneralTogglesContext = {
  /** The saved values, as the current user holds them (or as the last save made them). */
  values: GeneralValues;
  /** The switch being saved and the value it is being saved with. */
  pending: { setting: GeneralSetting; value: boolean } | null;
  status: SettingsStatus | null;
};

export type ToggleSaveOutcome = UpdateOutcome<UpdateAnswer>;

export type GeneralTogglesEvent =
  | { type: 'toggle.flipped'; setting: GeneralSetting }
  | { type: 'currentUser.loaded'; values: GeneralValues };

export type GeneralTogglesEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  | { type: 'currentUser.changed' };
