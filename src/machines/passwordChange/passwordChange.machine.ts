import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { isSaved, settledSave } from '../shared/settingsSave';
import { saveWords, settingsErrorToast } from '../shared/settingsUpdate';
import { passwordChangeActors } from './passwordChange.actors';
import { passwordProblem } from './passwordChange.rules';
import type {
  PasswordChangeContext,
  PasswordChangeEmitted,
  PasswordChangeEvent,
  PasswordSaveOutcome,
} from './passwordChange.types';

const words = saveWords({ saved: MESSAGES.passwordUpdated, failed: MESSAGES.failedToUpdatePassword });

/**
 * The Change Password form of /settings/profile. Guarantees: nothing is sent without the current password,
 * nor unless both new fields are filled, equal and at least 6 characters long (each refusal in the spec's
 * words); a new password empties the verification field; one save at a time (tag `busy`); a saved password
 * empties the form, a refused one keeps what was typed.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as PasswordChangeEmitted,
  },
  actors: passwordChangeActors,
  guards: {
    passwordsValid: ({ context }) => passwordProblem(context) === undefined,
    saved: isSaved,
  },
  actions: {
    storeCurrentPassword: assign((_, params: { value: string }) => ({ currentPassword: params.value })),
    storeNewPassword: assign((_, params: { value: string }) => ({ newPassword: params.value, verifyPassword: '' })),
    storeVerifyPassword: assign((_, params: { value: string }) => ({ verifyPassword: params.value })),
    toastProblem: emit(({ context }) => settingsErrorToast(passwordProblem(context) ?? MESSAGES.pleaseEnterAndConfirmPassword)),
    clearStatus: assign({ status: null }),
    markSaved: assign((_, outcome: PasswordSaveOutcome) => ({
      currentPassword: '',
      newPassword: '',
      verifyPassword: '',
      status: words.savedStatus(outcome),
    })),
    toastSaved: emit((_, outcome: PasswordSaveOutcome) => words.savedToast(outcome)),
    reloadCurrentUser: emit({ type: 'currentUser.changed' }),
    showFailure: assign((_, outcome: PasswordSaveOutcome | undefined) => ({
      status: words.failedStatus(outcome),
    })),
  },
}).createMachine({
  id: 'passwordChange',
  context: { currentPassword: '', newPassword: '', verifyPassword: '', status: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'currentPassword.changed': { actions: { type: 'storeCurrentPassword', params: ({ event }) => event } },
        'newPassword.changed': { actions: { type: 'storeNewPassword', params: ({ event }) => event } },
        'verifyPassword.changed': { actions: { type: 'storeVerifyPassword', params: ({ event }) => event } },
        'password.submitted': [{ guard: 'passwordsValid', target: 'saving' }, { actions: 'toastProblem' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearStatus',
      invoke: {
        src: 'savePassword',
        input: ({ context }) => ({ currentPassword: context.currentPassword, password: context.newPassword }),
        ...settledSave<PasswordSaveOutcome>('editing'),
      },
    },
  },
});
