import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import { vendorTogglesActors } from './vendorToggles.actors';
import type { StoreToggle, VendorTogglesContext, VendorTogglesEmitted, VendorTogglesEvent, VendorTogglesInput } from './vendorToggles.types';

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : MESSAGES.saveChangesFailed);

/**
 * The Advanced Settings switches (display_phone, allow_comments, allow_multi_image). Guarantees: a
 * click flips the saved value and saves it at once, one switch at a time; the switch shows its new
 * value only once saved ('Updated successfully!', `currentUser.changed`); a failure keeps the old value
 * and says why.
 */
export const vendorTogglesMachine = setup({
  types: {
    context: {} as VendorTogglesContext,
    events: {} as VendorTogglesEvent,
    input: {} as VendorTogglesInput,
    emitted: {} as VendorTogglesEmitted,
  },
  actors: vendorTogglesActors,
  actions: {
    markPending: assign((_, params: { name: StoreToggle }) => ({ pending: params.name })),
    applySaved: enqueueActions(({ context, enqueue }) => {
      const name = context.pending;
      if (name) enqueue.assign({ values: { ...context.values, [name]: !context.values[name] } });
      enqueue.assign({ pending: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.updatedSuccessfully });
      enqueue.emit({ type: 'currentUser.changed' });
    }),
    reportFailure: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      enqueue.assign({ pending: null });
      enqueue.emit({ type: 'toast', tone: 'error', message: messageOf(params.error), durationMs: DURATIONS.settingsErrorToast });
    }),
  },
}).createMachine({
  id: 'vendorToggles',
  context: ({ input }) => ({ values: { ...input.values }, pending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'toggle.clicked': { target: 'saving', actions: { type: 'markPending', params: ({ event }) => event } } },
    },
    saving: {
      invoke: {
        src: 'saveToggle',
        input: ({ context, event }) => {
          assertEvent(event, 'toggle.clicked');
          return { name: event.name, value: !context.values[event.name] };
        },
        onDone: { target: 'idle', actions: 'applySaved' },
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

