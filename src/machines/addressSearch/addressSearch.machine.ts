import { assign, emit, enqueueActions, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import type { AddressSuggestion } from '../../contract/geo';
import { addressSearchActors } from './addressSearch.actors';
import { deservesAlternatives, isSearchable, usableSuggestion } from './addressSearch.rules';
import type { AddressSearchContext, AddressSearchEmitted, AddressSearchEvent } from './addressSearch.types';

/**
 * Address suggestions while the user types. Guarantees: nothing is asked under 3 characters; a
 * search starts 800 ms after the last keystroke (each keystroke restarts the wait and cancels a
 * search in flight) and shows at most 5 suggestions; a failed
 * search of more than 5 characters says 'Address search temporarily unavailable' with the
 * alternatives; a picked suggestion is announced (`address.selected`, 'Address selected and
 * coordinates updated!') only when its coordinates are valid ('Error processing selected address').
 */
export const addressSearchMachine = setup({
  types: {
    context: {} as AddressSearchContext,
    events: {} as AddressSearchEvent,
    emitted: {} as AddressSearchEmitted,
  },
  actors: addressSearchActors,
  delays: {
    addressSearchDebounce: DURATIONS.addressSearchDebounce,
  },
  guards: {
    searchable: (_, params: { value: string }) => isSearchable(params.value),
    deservesAlternatives: ({ context }) => deservesAlternatives(context.query),
    usablePick: ({ context }, params: { index: number }) => usableSuggestion(context.suggestions, params.index) !== null,
    foundSome: (_, suggestions: AddressSuggestion[]) => suggestions.length > 0,
  },
  actions: {
    storeQuery: assign((_, params: { value: string; countryCode?: string | undefined }) => ({ query: params.value, countryCode: params.countryCode })),
    clearSuggestions: assign({ suggestions: [], searchedQuery: '' }),
    // 'Found N address suggestions' is the field's status line: a toast for every pause would queue ahead of the pick's.
    storeSuggestions: assign(({ context }, suggestions: AddressSuggestion[]) => ({ suggestions, searchedQuery: context.query })),
    withdrawAlternatives: emit({ type: 'toast.withdrawn', tone: 'error', message: MESSAGES.addressSearchAlternatives }),
    toastAlternatives: emit({
      type: 'toast',
      tone: 'error',
      message: MESSAGES.addressSearchAlternatives,
      durationMs: DURATIONS.settingsNoticeToast,
    }),
    announcePick: enqueueActions(({ context, enqueue }, params: { index: number }) => {
      const suggestion = usableSuggestion(context.suggestions, params.index);
      if (!suggestion) return;
      enqueue.assign({ query: suggestion.display_name, suggestions: [], searchedQuery: '' });
      enqueue.emit({ type: 'address.selected', suggestion });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.addressSelected });
    }),
    toastBadPick: emit({ type: 'toast', tone: 'error', message: MESSAGES.addressSelectFailed }),
  },
}).createMachine({
  id: 'addressSearch',
  context: { query: '', countryCode: undefined, suggestions: [], searchedQuery: '' },
  initial: 'idle',
  on: {
    'query.changed': [
      {
        guard: { type: 'searchable', params: ({ event }) => event },
        // Re-entered so every keystroke restarts the wait.
        target: '.debouncing',
        reenter: true,
        actions: { type: 'storeQuery', params: ({ event }) => event },
      },
      { target: '.idle', actions: [{ type: 'storeQuery', params: ({ event }) => event }, 'clearSuggestions'] },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      after: { addressSearchDebounce: { target: 'searching' } },
    },
    searching: {
      invoke: {
        src: 'findAddresses',
        input: ({ context }) => ({ query: context.query, countryCode: context.countryCode }),
        onDone: [
          {
            guard: { type: 'foundSome', params: ({ event }) => event.output },
            target: 'showing',
            actions: { type: 'storeSuggestions', params: ({ event }) => event.output },
          },
          { target: 'nothingFound', actions: { type: 'storeSuggestions', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'deservesAlternatives', target: 'unavailable', actions: ['clearSuggestions', 'toastAlternatives'] },
          { target: 'idle', actions: 'clearSuggestions' },
        ],
      },
    },
    showing: {
      on: {
        'suggestion.picked': [
          { guard: { type: 'usablePick', params: ({ event }) => event }, target: 'idle', actions: { type: 'announcePick', params: ({ event }) => event } },
          { actions: 'toastBadPick' },
        ],
        'suggestions.dismissed': { target: 'idle', actions: 'clearSuggestions' },
      },
    },
    // The query matched no place; typing on searches again.
    nothingFound: {
      on: { 'suggestions.dismissed': { target: 'idle' } },
    },
    // Search failed: the alternatives (current location, a full address checked on save) stand.
    unavailable: { exit: 'withdrawAlternatives' },
  },
});
