import { assign, emit, enqueueActions, setup, stateIn } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import type { FeedAnswer } from '../../contract/posts';
import type { Country } from '../../contract/geo';
import { filterActors } from './filter.actors';
import { withStatesOf } from '../shared/countryLists';
import { citySuggestionOf, clampDistance } from './filter.panelRules';
import { defaultValues, filterQueryOf, firstFilterContext } from './filter.rules';
import { resultsToast } from './filter.toast';
import type { DistanceRange, FilterContext, FilterEmitted, FilterEvent, FilterInput, FilterValues } from './filter.types';

/**
 * The marketplace filter panel. Guarantees: it emits the filters it applies
 * (`filter.applied`) for the feed, which loads them and says how page 1 went;
 * until then further applies, resets and edits are ignored (the view disables
 * the controls); choosing a category type clears the category; choosing a country
 * clears the state and the city; Reset restores the defaults (distance 0-5 km,
 * any delivery time), says 'Filters cleared.' and applies them; only set
 * filters are sent, never country or distance. It starts with no filter set:
 * the user's current city is never filtered on unasked, only offered, and one
 * tap on that offer (`filter.myCityClicked`) fills the city and applies. What
 * page 1 found, or that it failed, is a toast. On a narrow screen (at
 * most 1000 px) the panel starts closed and Apply closes it. The countries (by
 * name) and the chosen country's states come from the server the first time
 * the panel opens (it opens at once, the lists fill in), another country's
 * states when the user picks it, with Try Again when they fail.
 */
export const filterMachine = setup({
  types: {
    context: {} as FilterContext,
    events: {} as FilterEvent,
    input: {} as FilterInput,
    emitted: {} as FilterEmitted,
  },
  actors: filterActors,
  guards: {
    isNarrow: ({ context }) => context.narrow,
    offersMyCity: ({ context }) => citySuggestionOf(context) !== null,
    turnsNarrow: ({ context }, params: { narrow: boolean }) => params.narrow && !context.narrow,
    turnsWide: ({ context }, params: { narrow: boolean }) => !params.narrow && context.narrow,
  },
  actions: {
    setNarrow: assign((_, params: { narrow: boolean }) => ({ narrow: params.narrow })),
    storeCountries: assign((_, countries: Country[]) => ({ countries })),
    storeStates: assign(({ context }, country: Country) => ({ countries: withStatesOf(context.countries, country) })),
    // A category belongs to one type, so a new type starts without one.
    setCategoryType: assign(({ context }, params: { value: FilterValues['categoryType'] }) => ({
      values: { ...context.values, categoryType: params.value, category: '' },
    })),
    setCategory: assign(({ context }, params: { value: string }) => ({ values: { ...context.values, category: params.value } })),
    setPrice: assign(({ context }, params: { bound: 'min' | 'max'; value: string }) => ({
      values: { ...context.values, [params.bound]: params.value },
    })),
    setCountry: assign(({ context }, params: { value: string }) => ({
      values: { ...context.values, country: params.value, state: '', city: '' },
    })),
    setRegion: assign(({ context }, params: { value: string }) => ({ values: { ...context.values, state: params.value } })),
    setCity: assign(({ context }, params: { value: string }) => ({ values: { ...context.values, city: params.value } })),
    setDistance: assign(({ context }, params: { range: DistanceRange }) => ({
      values: { ...context.values, distance: clampDistance(params.range) },
    })),
    setDelivery: assign(({ context }, params: { value: string }) => ({ values: { ...context.values, delivery: params.value } })),
    setShowSold: assign(({ context }, params: { value: boolean }) => ({ values: { ...context.values, showSold: params.value } })),
    // Only remembered for the offer: the city filter stays as the user set it.
    takeCurrentCity: assign((_, params: { city: string }) => ({ currentCity: params.city.trim() })),
    useCurrentCity: assign(({ context }) => ({ values: { ...context.values, city: context.currentCity } })),
    // Raised rather than targeted: a transition into two regions would restart the others (the country lists).
    closeIfNarrow: enqueueActions(({ context, enqueue }) => {
      if (context.narrow) enqueue.raise({ type: 'filter.panelClosed' });
    }),
    prepareApply: assign(({ context }) => ({ query: filterQueryOf(context.values), reason: 'apply' as const })),
    prepareReset: enqueueActions(({ enqueue }) => {
      enqueue.assign({ values: defaultValues(), query: filterQueryOf(defaultValues()), reason: 'reset' as const });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.filtersCleared });
    }),
    announceQuery: emit(({ context }) => ({ type: 'filter.applied' as const, query: context.query })),
    reportResults: enqueueActions(({ context, enqueue }, answer: FeedAnswer) => {
      if (context.reason === 'apply') enqueue.emit(resultsToast(context.query, answer));
    }),
    reportFailure: emit({ type: 'toast', tone: 'error', message: MESSAGES.applyFiltersFailed }),
  },
}).createMachine({
  id: 'filter',
  context: ({ input }) => firstFilterContext(input),
  type: 'parallel',
  on: {
    'location.cityKnown': { actions: { type: 'takeCurrentCity', params: ({ event }) => event } },
  },
  states: {
    panel: {
      initial: 'deciding',
      on: {
        'viewport.changed': [
          {
            guard: { type: 'turnsNarrow', params: ({ event }) => event },
            target: '.closed',
            actions: { type: 'setNarrow', params: ({ event }) => event },
          },
          {
            guard: { type: 'turnsWide', params: ({ event }) => event },
            target: '.open',
            actions: { type: 'setNarrow', params: ({ event }) => event },
          },
        ],
      },
      states: {
        // Hidden by default on narrow screens, a sidebar on wide ones.
        deciding: {
          always: [{ guard: 'isNarrow', target: 'closed' }, { target: 'open' }],
        },
        open: {
          on: { 'filter.panelToggled': 'closed', 'filter.panelClosed': 'closed' },
        },
        closed: {
          on: { 'filter.panelToggled': 'open' },
        },
      },
    },
    // A closed panel (a phone's, until it is opened) asks for nothing.
    places: {
      initial: 'unasked',
      states: {
        unasked: { always: { guard: stateIn({ panel: 'open' }), target: 'loading' } },
        loading: {
          invoke: {
            id: 'loadCountries',
            src: 'loadCountries',
            input: ({ context }) => ({ country: context.values.country }),
            onDone: { target: 'loaded', actions: { type: 'storeCountries', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        failed: { on: { 'filter.placesRetryClicked': 'loading' } },
        loaded: {
          initial: 'ready',
          // Only where the request region takes the new country (edits wait while filters apply).
          on: { 'filter.countryChanged': { guard: stateIn({ request: 'idle' }), target: '.loadingStates' } },
          states: {
            ready: {},
            loadingStates: {
              invoke: {
                id: 'loadStates',
                src: 'loadStates',
                input: ({ context }) => ({ country: context.values.country }),
                onDone: { target: 'ready', actions: { type: 'storeStates', params: ({ event }) => event.output } },
                onError: 'statesFailed',
              },
            },
            statesFailed: { on: { 'filter.placesRetryClicked': 'loadingStates' } },
          },
        },
      },
    },
    request: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'filter.categoryTypeChanged': { actions: { type: 'setCategoryType', params: ({ event }) => event } },
            'filter.categoryChanged': { actions: { type: 'setCategory', params: ({ event }) => event } },
            'filter.priceChanged': { actions: { type: 'setPrice', params: ({ event }) => event } },
            'filter.countryChanged': { actions: { type: 'setCountry', params: ({ event }) => event } },
            'filter.regionChanged': { actions: { type: 'setRegion', params: ({ event }) => event } },
            'filter.cityChanged': { actions: { type: 'setCity', params: ({ event }) => event } },
            'filter.distanceChanged': { actions: { type: 'setDistance', params: ({ event }) => event } },
            'filter.deliveryChanged': { actions: { type: 'setDelivery', params: ({ event }) => event } },
            'filter.showSoldChanged': { actions: { type: 'setShowSold', params: ({ event }) => event } },
            'filter.applyClicked': { target: 'applying', actions: ['prepareApply', 'closeIfNarrow'] },
            'filter.resetClicked': { target: 'applying', actions: 'prepareReset' },
            'filter.myCityClicked': { guard: 'offersMyCity', target: 'applying', actions: ['useCurrentCity', 'prepareApply', 'closeIfNarrow'] },
          },
        },
        // The feed loads the filters and says how page 1 went.
        applying: {
          entry: 'announceQuery',
          on: {
            'feed.filteredPageLoaded': { target: 'idle', actions: { type: 'reportResults', params: ({ event }) => event.answer } },
            'feed.filteredPageFailed': { target: 'idle', actions: 'reportFailure' },
          },
        },
      },
    },
  },
});
