import type { SnapshotFrom } from 'xstate';
import type { profileSettingsMachine } from './profileSettings.machine';
import { emailTone, phoneTone } from './profileSettings.rules';
import type { FieldTone, PersonalField, SettingsStatus } from './profileSettings.types';

export type ProfileSettingsSnapshot = SnapshotFrom<typeof profileSettingsMachine>;

export const selectPersonalField = (snapshot: ProfileSettingsSnapshot, field: PersonalField): string => snapshot.context.form[field];
export const selectIsSavingProfile = (snapshot: ProfileSettingsSnapshot): boolean => snapshot.hasTag('busy');
export const selectProfileStatus = (snapshot: ProfileSettingsSnapshot): SettingsStatus | null => snapshot.context.status;
export const selectEmailTone = (snapshot: ProfileSettingsSnapshot): FieldTone => emailTone(snapshot.context.form.email);
export const selectPhoneTone = (snapshot: ProfileSettingsSnapshot): FieldTone => phoneTone(snapshot.context.form.phone);
