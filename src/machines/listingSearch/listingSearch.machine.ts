import { assign, emit, setup } from 'xstate';
import { LISTING_LIMITS } from '../../contract/constants';
import type { ListingSort, ListingSuggestionsAnswer } from '../../contract/listingSearch';
import { listingSearchActors } from './listingSearch.actors';
import { asksSuggestions, firstSearchContext, noSuggestions, normalText, searchQueryOf, sortsOffered } from './listingSearch.rules';
import type { ListingSearchContext, ListingSearchEmitted, ListingSearchEvent, ListingSearchInput } from './listingSearch.types';

/** Typing while suggestions wait, load or show: the newest text waits again, or under 2 characters closes them. */
const typedTransitions = [
  // The box sends a change only when its text changes.
  { guard: 'unchanged' },
  { guard: 'asksSuggestions', target: 'waiting', reenter: true, actions: 'keepText' },
  { target: 'closed', actions: ['keepText', 'forgetSuggestions'] },
] as const;

/**
 * The marketplace's listing search box and sort choice. Guarantees: suggestions are asked for only after
 * typing pauses (LISTING_LIMITS.suggestionsDebounceMs) and only for 2 characters or more, one request at a
 * time for the newest text (a newer text cancels the one in flight); submitting, choosing a suggestion,
 * clearing or choosing an order closes them and emits the search for the feed (`search.applied`); Best
 * match is offered only with words and Nearest only with a known location (the input's).
 */
export const listingSearchMachine = setup({
  types: {
    context: {} as ListingSearchContext,
    events: {} as ListingSearchEvent,
    input: {} as ListingSearchInput,
    emitted: {} as ListingSearchEmitted,
  },
  actors: listingSearchActors,
  delays: { suggestionsDebounce: LISTING_LIMITS.suggestionsDebounceMs },
  guards: {
    hasText: ({ context }) => context.text !== '',
    unchanged: ({ context, event }) => event.type === 'search.typed' && event.text === context.text,
    asksSuggestions: ({ event }) => event.type === 'search.typed' && asksSuggestions(event.text),
    offered: ({ context }, params: { sort: ListingSort }) => sortsOffered(context).includes(params.sort),
  },
  actions: {
    keepText: assign(({ event }) => (event.type === 'search.typed' ? { text: event.text } : {})),
    keepSuggestions: assign((_, suggestions: ListingSuggestionsAnswer) => ({ suggestions })),
    forgetSuggestions: assign(() => ({ suggestions: noSuggestions() })),
    useText: assign((_, params: { text: string }) => ({ text: params.text })),
    applyText: assign(({ context }) => {
      const appliedText = normalText(context.text);
      // Best match means nothing without words: the order falls back to Newest.
      return { appliedText, sort: appliedText === '' && context.sort === 'relevance' ? undefined : context.sort };
    }),
    useSort: assign((_, params: { sort: ListingSort }) => ({ sort: params.sort })),
    announce: emit(({ context }) => ({ type: 'search.applied' as const, query: searchQueryOf(context) })),
  },
}).createMachine({
  id: 'listingSearch',
  context: ({ input }) => firstSearchContext(input),
  initial: 'closed',
  on: {
    'search.submitted': { target: '.closed', actions: ['forgetSuggestions', 'applyText', 'announce'] },
    // Clear search is offered only while the box holds text.
    'search.cleared': { guard: 'hasText', target: '.closed', actions: [{ type: 'useText', params: { text: '' } }, 'forgetSuggestions', 'applyText', 'announce'] },
    'sort.changed': {
      guard: { type: 'offered', params: ({ event }) => event },
      target: '.closed',
      actions: [{ type: 'useSort', params: ({ event }) => event }, 'forgetSuggestions', 'announce'],
    },
  },
  states: {
    closed: {
      on: { 'search.typed': [{ guard: 'unchanged' }, { guard: 'asksSuggestions', target: 'waiting', actions: 'keepText' }, { actions: 'keepText' }] },
    },
    // Typing has not paused yet: no request.
    waiting: {
      after: { suggestionsDebounce: 'loading' },
      on: { 'search.typed': typedTransitions, 'suggestions.dismissed': 'closed' },
    },
    loading: {
      invoke: {
        src: 'loadSuggestions',
        input: ({ context }) => ({ text: normalText(context.text) }),
        onDone: { target: 'open', actions: { type: 'keepSuggestions', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'forgetSuggestions' },
      },
      on: { 'search.typed': typedTransitions, 'suggestions.dismissed': 'closed' },
    },
    open: {
      on: {
        'search.typed': typedTransitions,
        'suggestions.dismissed': { target: 'closed', actions: 'forgetSuggestions' },
        'suggestion.chosen': {
          target: 'closed',
          actions: [{ type: 'useText', params: ({ event }) => event }, 'forgetSuggestions', 'applyText', 'announce'],
        },
      },
    },
    // Suggestions could not be loaded: said once under the box; typing asks again.
    failed: {
      on: { 'search.typed': typedTransitions, 'suggestions.dismissed': 'closed' },
    },
  },
});
