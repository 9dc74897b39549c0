import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './passwordChange.machine';
import { passwordStrength, verifyTone } from './passwordChange.rules';
import type { PasswordStrength, SettingsStatus, VerifyTone } from './passwordChange.types';

export type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const selectCurrentPassword = (snapshot: PasswordChangeSnapshot): string => snapshot.context.currentPassword;
export const selectNewPassword = (snapshot: PasswordChangeSnapshot): string => snapshot.context.newPassword;
export const selectVerifyPassword = (snapshot: PasswordChangeSnapshot): string => snapshot.context.verifyPassword;
export const selectIsSavingPassword = (snapshot: PasswordChangeSnapshot): boolean => snapshot.hasTag('busy');
export const selectPasswordStatus = (snapshot: PasswordChangeSnapshot): SettingsStatus | null => snapshot.context.status;
export const selectPasswordStrength = (snapshot: PasswordChangeSnapshot): PasswordStrength => passwordStrength(snapshot.context.newPassword);
export const selectVerifyTone = (snapshot: PasswordChangeSnapshot): VerifyTone => verifyTone(snapshot.context);
