import { assign, setup } from 'xstate';
import { LIMITS } from '../../contract/constants';
import { nearbyActors } from './nearby.actors';
import type { AddressSuggestion, NearbyContext, NearbyEvent, NearbyInput, NearbyOrigin, NearbyResults } from './nearby.types';

const originOf = (place: AddressSuggestion): NearbyOrigin => ({ latitude: place.lat, longitude: place.lon, label: place.display_name });

/**
 * The Nearby page: vendors and products around a centre, nearest first. Guarantees: it waits for the
 * browser's position; without one it centres on the signed-in user's profile city, else on a place
 * the user picks (saying why the position is missing); any new centre or radius reloads both lists,
 * the radius kept across centres; an empty answer and a failed one are told apart, and a failure can
 * be retried.
 */
export const nearbyMachine = setup({
  types: {
    context: {} as NearbyContext,
    events: {} as NearbyEvent,
    input: {} as NearbyInput,
  },
  actors: nearbyActors,
  guards: {
    hasProfileCity: ({ context }) => context.profileCity.trim() !== '',
    namesCity: (_, params: { city: string }) => params.city.trim() !== '',
    hasOrigin: ({ context }) => context.origin !== null,
    found: (_, place: AddressSuggestion | null) => place !== null,
    nothingNear: (_, results: NearbyResults) => results.vendors.length === 0 && results.products.length === 0,
  },
  actions: {
    storeOrigin: assign((_, origin: NearbyOrigin) => ({ origin })),
    storePlace: assign((_, place: AddressSuggestion | null) => (place ? { origin: originOf(place) } : {})),
    storeRadius: assign((_, params: { radius: number }) => ({ radius: params.radius })),
    storeProfileCity: assign((_, params: { city: string }) => ({ profileCity: params.city })),
    storeProblem: assign((_, params: { message: string }) => ({ locationProblem: params.message })),
    storeResults: assign((_, results: NearbyResults) => ({ vendors: results.vendors, products: results.products })),
    clearResults: assign({ vendors: [], products: [] }),
  },
}).createMachine({
  id: 'nearby',
  context: ({ input }) => ({
    origin: null,
    radius: input.radius ?? LIMITS.nearbyRadiusDefaultKm,
    vendors: [],
    products: [],
    locationProblem: null,
    profileCity: input.profileCity ?? '',
  }),
  initial: 'locating',
  on: {
    // Re-entered: a request in flight for the old centre or radius is dropped.
    'origin.found': { target: '.loading', reenter: true, actions: { type: 'storeOrigin', params: ({ event }) => event.origin } },
    'radius.changed': [
      { guard: 'hasOrigin', target: '.loading', reenter: true, actions: { type: 'storeRadius', params: ({ event }) => event } },
      { actions: { type: 'storeRadius', params: ({ event }) => event } },
    ],
    'profile.cityKnown': { actions: { type: 'storeProfileCity', params: ({ event }) => event } },
  },
  states: {
    // The browser is asked for the position (the page's location actor).
    locating: {
      on: {
        'location.failed': [
          {
            guard: 'hasProfileCity',
            target: 'findingProfileCity',
            actions: { type: 'storeProblem', params: ({ event }) => event },
          },
          { target: 'choosingPlace', actions: { type: 'storeProblem', params: ({ event }) => event } },
        ],
      },
    },
    findingProfileCity: {
      invoke: {
        src: 'findPlace',
        input: ({ context }) => ({ query: context.profileCity }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'storePlace', params: ({ event }) => event.output },
          },
          { target: 'choosingPlace' },
        ],
        onError: { target: 'choosingPlace' },
      },
    },
    // No centre: the page asks for a city or address, unless the user's details bring a city meanwhile.
    choosingPlace: {
      on: {
        'profile.cityKnown': {
          guard: { type: 'namesCity', params: ({ event }) => event },
          target: 'findingProfileCity',
          actions: { type: 'storeProfileCity', params: ({ event }) => event },
        },
      },
    },
    loading: {
      entry: 'clearResults',
      invoke: {
        src: 'loadNearby',
        input: ({ context }) => ({ origin: context.origin as NearbyOrigin, radius: context.radius }),
        onDone: [
          { guard: { type: 'nothingNear', params: ({ event }) => event.output }, target: 'empty' },
          { target: 'loaded', actions: { type: 'storeResults', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    empty: {},
    failed: {
      on: { 'retry.clicked': { target: 'loading' } },
    },
  },
});
