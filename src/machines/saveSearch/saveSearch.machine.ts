import { and, assign, emit, enqueueActions, setup } from 'xstate';
import { SAVED_SEARCH_MESSAGES } from '../../contract';
import { saveSearchActors } from './saveSearch.actors';
import { isSavable, nameError } from './saveSearch.rules';
import type { SaveOutcome, SaveSearchContext, SaveSearchEmitted, SaveSearchEvent, SaveSearchInput } from './saveSearch.types';

/**
 * Save search, beside the marketplace's listing search. Guarantees: a visitor is asked to sign in and nothing is
 * sent; a search with neither words nor a filter is not offered for saving (it would match every post); the form
 * keeps the search and filters shown when it opened, named with the words searched; a name is sent only when it
 * is within the contract's limits, one save at a time; a refusal (the limit of saved searches, a name) is shown
 * in the form, which keeps the name typed; a saved search closes the form and says so.
 */
export const saveSearchMachine = setup({
  types: {
    context: {} as SaveSearchContext,
    events: {} as SaveSearchEvent,
    emitted: {} as SaveSearchEmitted,
    input: {} as SaveSearchInput,
  },
  actors: saveSearchActors,
  guards: {
    signedIn: ({ context }) => context.signedIn,
    savable: ({ event }) => event.type === 'save.clicked' && isSavable(event.query),
    nameValid: ({ context }) => nameError(context.name) === null,
    saved: (_, outcome: SaveOutcome) => outcome.ok,
  },
  actions: {
    open: assign(({ event }) => (event.type === 'save.clicked' ? { query: event.query, name: event.query.q ?? '', error: null } : {})),
    sayNothingToSave: emit({ type: 'toast', tone: 'info', message: SAVED_SEARCH_MESSAGES.savedSearchEmpty } as const),
    keepName: assign(({ event }) => (event.type === 'save.nameChanged' ? { name: event.name, error: null } : {})),
    showNameError: assign(({ context }) => ({ error: nameError(context.name) })),
    announceSaved: enqueueActions(({ enqueue }, outcome: SaveOutcome) => {
      if (outcome.ok) enqueue.emit({ type: 'toast', tone: 'success', message: outcome.answer.message });
    }),
    showRefusal: assign((_, outcome: SaveOutcome) => ({ error: outcome.ok ? null : outcome.status === 401 ? SAVED_SEARCH_MESSAGES.logInToSaveSearch : outcome.message })),
    showFailure: assign({ error: SAVED_SEARCH_MESSAGES.savedSearchSaveFailed }),
  },
}).createMachine({
  id: 'saveSearch',
  context: ({ input }) => ({ signedIn: input.signedIn, query: {}, name: '', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'save.clicked': [
          { guard: and(['signedIn', 'savable']), target: 'editing', actions: 'open' },
          { guard: 'signedIn', actions: 'sayNothingToSave' },
          { target: 'signInAsked' },
        ],
      },
    },
    // A visitor is told to log in, with the way there; nothing is sent.
    signInAsked: {
      on: { 'save.cancelled': 'idle' },
    },
    editing: {
      on: {
        'save.nameChanged': { actions: 'keepName' },
        'save.submitted': [{ guard: 'nameValid', target: 'saving' }, { actions: 'showNameError' }],
        'save.cancelled': 'idle',
      },
    },
    saving: {
      invoke: {
        src: 'saveSearch',
        input: ({ context }) => ({ name: context.name.trim(), query: context.query, alerts: true }),
        onDone: [
          { guard: { type: 'saved', params: ({ event }) => event.output }, target: 'idle', actions: { type: 'announceSaved', params: ({ event }) => event.output } },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
  },
});
