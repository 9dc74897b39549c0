import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { isSaved, settledSave } from '../shared/settingsSave';
import { saveWords, settingsErrorToast } from '../shared/settingsUpdate';
import { profileSettingsActors } from './profileSettings.actors';
import { profileBodyOf, profileProblem } from './profileSettings.rules';
import type {
  PersonalField,
  PersonalForm,
  ProfileSaveOutcome,
  ProfileSettingsContext,
  ProfileSettingsEmitted,
  ProfileSettingsEvent,
  ProfileSettingsInput,
} from './profileSettings.types';

const words = saveWords({ saved: MESSAGES.profileUpdated, failed: MESSAGES.failedToUpdateProfile });

/**
 * The Personal Information form of /settings/profile. Guarantees: first name, last name and e-mail are
 * required ('Please fill in all required fields') and the rest is checked by the contract before anything
 * is sent; one save at a time (tag `busy`: 'Updating...'); a saved change asks for the current user to be
 * reloaded at once; a reload refills the form only while the user has not edited it.
 */
export const profileSettingsMachine = setup({
  types: {
    context: {} as ProfileSettingsContext,
    events: {} as ProfileSettingsEvent,
    input: {} as ProfileSettingsInput,
    emitted: {} as ProfileSettingsEmitted,
  },
  actors: profileSettingsActors,
  guards: {
    formValid: ({ context }) => profileProblem(context.form) === undefined,
    untouched: ({ context }) => !context.dirty,
    saved: isSaved,
  },
  actions: {
    storeField: assign(({ context }, params: { field: PersonalField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      dirty: true,
    })),
    refill: assign((_, params: { form: PersonalForm }) => ({ form: params.form })),
    toastProblem: emit(({ context }) => settingsErrorToast(profileProblem(context.form) ?? MESSAGES.fillAllRequired)),
    clearStatus: assign({ status: null }),
    markSaved: assign((_, outcome: ProfileSaveOutcome) => ({
      dirty: false,
      status: words.savedStatus(outcome),
    })),
    toastSaved: emit((_, outcome: ProfileSaveOutcome) => words.savedToast(outcome)),
    reloadCurrentUser: emit({ type: 'currentUser.changed' }),
    showFailure: assign((_, outcome: ProfileSaveOutcome | undefined) => ({
      status: words.failedStatus(outcome),
    })),
  },
}).createMachine({
  id: 'profileSettings',
  context: ({ input }) => ({ form: input.form, dirty: false, status: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: { type: 'storeField', params: ({ event }) => event } },
        'form.submitted': [{ guard: 'formValid', target: 'saving' }, { actions: 'toastProblem' }],
        'currentUser.loaded': { guard: 'untouched', actions: { type: 'refill', params: ({ event }) => event } },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearStatus',
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => ({ body: profileBodyOf(context.form) }),
        ...settledSave<ProfileSaveOutcome>('editing'),
      },
    },
  },
});
