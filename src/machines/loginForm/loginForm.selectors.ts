import type { SnapshotFrom } from 'xstate';
import type { loginFormMachine } from './loginForm.machine';
import { shownFieldMessage } from '../shared/formMessages';
import { validateLogin, type LoginField } from './loginForm.rules';

type LoginFormSnapshot = SnapshotFrom<typeof loginFormMachine>;

/** The field's current text. */
export const selectLoginValue = (field: LoginField) => (snapshot: LoginFormSnapshot) => snapshot.context.values[field];

/** The field's message, once the field was left or the form submitted. */
export const selectLoginFieldError = (field: LoginField) => (snapshot: LoginFormSnapshot) =>
  shownFieldMessage(snapshot.context, field, undefined, () => validateLogin(snapshot.context.values)[field]);
