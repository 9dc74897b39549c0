import { assign, setup } from 'xstate';
import type { SearchResult } from '../../contract/search';
import { searchActors } from './search.actors';
import type { SearchContext, SearchEvent, SearchInput } from './search.types';

/**
 * The user search results page (/search?user={text}). Guarantees: an empty
 * trimmed query searches nothing; otherwise the page shows the results, 'No
 * results found' or the failure, and a failure can be retried.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: searchActors,
  guards: {
    hasQuery: ({ context }) => context.query !== '',
    found: (_, results: SearchResult[]) => results.length > 0,
  },
  actions: {
    keepResults: assign((_, results: SearchResult[]) => ({ results })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ query: input.query.trim(), results: [] }),
  initial: 'starting',
  states: {
    // Decides once, from the input, whether there is anything to search.
    starting: {
      always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'noQuery' }],
    },
    noQuery: {},
    loading: {
      invoke: {
        src: 'findUsers',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'results',
            actions: { type: 'keepResults', params: ({ event }) => event.output },
          },
          { target: 'empty' },
        ],
        onError: { target: 'failed' },
      },
    },
    results: {},
    empty: {},
    failed: {
      on: { 'user.retried': { target: 'loading' } },
    },
  },
});
