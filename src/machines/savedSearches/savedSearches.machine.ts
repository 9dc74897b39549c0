import { assign, enqueueActions, setup } from 'xstate';
import { type SavedSearch, type SavedSearchAnswer, SAVED_SEARCH_MESSAGES } from '../../contract';
import { savedSearchesActors } from './savedSearches.actors';
import type { SavedSearchesContext, SavedSearchesEmitted, SavedSearchesEvent } from './savedSearches.types';

/**
 * Settings → Saved Searches: the signed-in user's saved searches as the server keeps them. Guarantees: the list loads
 * on start, and a failed load says so with Try Again; alerts are turned on or off and searches deleted one at a
 * time, and the list shows a change only once the server confirmed it (a failure keeps the search as it was and
 * says so).
 */
export const savedSearchesMachine = setup({
  types: {
    context: {} as SavedSearchesContext,
    events: {} as SavedSearchesEvent,
    emitted: {} as SavedSearchesEmitted,
  },
  actors: savedSearchesActors,
  guards: {
    isListed: ({ context }, params: { id: number }) => context.searches.some((search) => search.id === params.id),
  },
  actions: {
    keepSearches: assign((_, searches: SavedSearch[]) => ({ searches })),
    markBusy: assign((_, params: { id: number; alerts?: boolean }) => ({ busyId: params.id, alerts: params.alerts ?? false })),
    keepChanged: enqueueActions(({ context, enqueue }, answer: SavedSearchAnswer) => {
      const searches = context.searches.map((search) => (search.id === answer.saved_search.id ? answer.saved_search : search));
      enqueue.assign({ searches, busyId: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: answer.message });
    }),
    dropDeleted: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ searches: context.searches.filter((search) => search.id !== context.busyId), busyId: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: SAVED_SEARCH_MESSAGES.savedSearchDeleted });
    }),
    keepAsItWas: enqueueActions(({ enqueue }) => {
      enqueue.assign({ busyId: null });
      enqueue.emit({ type: 'toast', tone: 'error', message: SAVED_SEARCH_MESSAGES.savedSearchChangeFailed });
    }),
  },
}).createMachine({
  id: 'savedSearches',
  context: { searches: [], busyId: null, alerts: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSavedSearches',
        src: 'loadSavedSearches',
        onDone: { target: 'ready', actions: { type: 'keepSearches', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'savedSearches.retryClicked': 'loading' },
    },
    ready: {
      on: {
        'savedSearches.alertsToggled': {
          guard: { type: 'isListed', params: ({ event }) => event },
          target: 'changing',
          actions: { type: 'markBusy', params: ({ event }) => event },
        },
        'savedSearches.deleteClicked': {
          guard: { type: 'isListed', params: ({ event }) => event },
          target: 'deleting',
          actions: { type: 'markBusy', params: ({ event }) => event },
        },
      },
    },
    changing: {
      invoke: {
        id: 'setAlerts',
        src: 'setAlerts',
        input: ({ context }) => ({ id: context.busyId ?? 0, alerts: context.alerts }),
        onDone: { target: 'ready', actions: { type: 'keepChanged', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'keepAsItWas' },
      },
    },
    deleting: {
      invoke: {
        id: 'removeSavedSearch',
        src: 'removeSavedSearch',
        input: ({ context }) => ({ id: context.busyId ?? 0 }),
        onDone: { target: 'ready', actions: 'dropDeleted' },
        onError: { target: 'ready', actions: 'keepAsItWas' },
      },
    },
  },
});
