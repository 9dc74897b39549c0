import type { SnapshotFrom } from 'xstate';
import type { resetPasswordMachine } from './resetPassword.machine';
import { shownFieldMessage } from '../shared/formMessages';
import { emailMessage, newPasswordMessages } from './resetPassword.rules';
import type { NewPasswordField } from './resetPassword.types';

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

export type ResetPasswordView = 'request' | 'sent' | 'newPassword' | 'done' | 'linkInvalid';

/** Which card the screen shows. */
export function selectView(snapshot: ResetPasswordSnapshot): ResetPasswordView {
  if (snapshot.matches({ requesting: 'sent' })) return 'sent';
  if (snapshot.matches({ completing: 'done' })) return 'done';
  if (snapshot.matches({ completing: 'linkInvalid' })) return 'linkInvalid';
  if (snapshot.matches('completing')) return 'newPassword';
  return 'request';
}

export const selectEmail = (snapshot: ResetPasswordSnapshot): string => snapshot.context.email;
export const selectEmailMessage = (snapshot: ResetPasswordSnapshot): string | undefined =>
  snapshot.context.emailTouched ? emailMessage(snapshot.context.email) : undefined;
export const selectIsSending = (snapshot: ResetPasswordSnapshot): boolean => snapshot.matches({ requesting: 'sending' });

export const selectPassword = (snapshot: ResetPasswordSnapshot, field: NewPasswordField): string =>
  field === 'password' ? snapshot.context.password : snapshot.context.passwordConfirm;

/** The server's word on a field while it stands, else the first rule once the field was left. */
export function selectPasswordMessage(snapshot: ResetPasswordSnapshot, field: NewPasswordField): string | undefined {
  const { context } = snapshot;
  return shownFieldMessage(context, field, context.serverErrors[field], () => newPasswordMessages(context)[field]);
}

export const selectIsSaving = (snapshot: ResetPasswordSnapshot): boolean => snapshot.matches({ completing: 'saving' });

/** The answer to the last request, shown above the button. */
export const selectFailure = (snapshot: ResetPasswordSnapshot): string | undefined => snapshot.context.failure;
