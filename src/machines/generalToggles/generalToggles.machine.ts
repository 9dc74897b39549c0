import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { generalTogglesActors } from './generalToggles.actors';
import { isSaved, settledSave } from '../shared/settingsSave';
import { saveWords } from '../shared/settingsUpdate';
import type {
  GeneralSetting,
  GeneralTogglesContext,
  GeneralTogglesEmitted,
  GeneralTogglesEvent,
  GeneralTogglesInput,
  GeneralValues,
  ToggleSaveOutcome,
} from './generalToggles.types';

const words = saveWords({ saved: MESSAGES.updatedSuccessfully, failed: MESSAGES.updateFailed });

/**
 * The General Settings switches (wallet activation, display_bio). Guarantees: a flip saves the opposite of the
 * saved value at once, one save at a time (tag `busy`); while it saves the switch shows the new value; a
 * refused save leaves the saved value showing; a saved switch asks for the current user to be reloaded.
 */
export const generalTogglesMachine = setup({
  types: {
    context: {} as GeneralTogglesContext,
    events: {} as GeneralTogglesEvent,
    input: {} as GeneralTogglesInput,
    emitted: {} as GeneralTogglesEmitted,
  },
  actors: generalTogglesActors,
  guards: {
    saved: isSaved,
  },
  actions: {
    startFlip: assign(({ context }, params: { setting: GeneralSetting }) => ({
      pending: { setting: params.setting, value: !context.values[params.setting] },
      status: null,
    })),
    storeValues: assign((_, params: { values: GeneralValues }) => ({ values: params.values })),
    markSaved: assign(({ context }, outcome: ToggleSaveOutcome) => ({
      values: context.pending ? { ...context.values, [context.pending.setting]: context.pending.value } : context.values,
      pending: null,
      status: words.savedStatus(outcome),
    })),
    toastSaved: emit((_, outcome: ToggleSaveOutcome) => words.savedToast(outcome)),
    reloadCurrentUser: emit({ type: 'currentUser.changed' }),
    showFailure: assign((_, outcome: ToggleSaveOutcome | undefined) => ({
      pending: null,
      status: words.failedStatus(outcome),
    })),
  },
}).createMachine({
  id: 'generalToggles',
  context: ({ input }) => ({ values: input.values, pending: null, status: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toggle.flipped': { target: 'saving', actions: { type: 'startFlip', params: ({ event }) => event } },
        'currentUser.loaded': { actions: { type: 'storeValues', params: ({ event }) => event } },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveToggle',
        input: ({ context }) => ({ setting: context.pending?.setting ?? 'display_bio', value: context.pending?.value ?? false }),
        ...settledSave<ToggleSaveOutcome>('idle'),
      },
    },
  },
});
