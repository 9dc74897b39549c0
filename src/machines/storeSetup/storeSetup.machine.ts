import { and, assign, emit, enqueueActions, setup, stateIn } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import type { AddressSuggestion, Country } from '../../contract/geo';
import { reloadPage } from '../../services/posts';
import { withStatesOf } from '../shared/countryLists';
import { withTouched } from '../shared/formMessages';
import { reportSaveFailure, toastError, withdrawShownError } from '../shared/shownError';
import { storeSetupActors } from './storeSetup.actors';
import {
  canBeLocated,
  citiesKeyOf,
  coordinatesOf,
  countryCodeOf,
  firstMessage,
  initialCoordinates,
  initialValues,
  isRegionEvent,
  isStoreValid,
  toVendorBody,
  validateStore,
  valuesAfter,
} from './storeSetup.rules';
import type {
  EditableStoreField,
  RegionEvent,
  LocationFix,
  StoreField,
  StoreSaveOutcome,
  StoreSetupContext,
  StoreSetupEmitted,
  StoreSetupEvent,
  StoreSetupInput,
} from './storeSetup.types';

/**
 * The city list follows every event that moves the store to another country or state, while the form
 * is editable (the same events are ignored while it saves). From `loading` a new state restarts the
 * request; a region-level transition would re-enter the whole form.
 */
function followRegion(restart: boolean) {
  const editing = stateIn({ form: 'editing' });
  const follow = [
    { guard: and([editing, 'citiesFollow']), target: 'loading', reenter: restart },
    { guard: and([editing, 'citiesGone']), target: 'none', actions: 'resetCities' },
  ] as const;
  return {
    // A new country has no state chosen yet.
    'country.changed': { guard: editing, target: 'none', actions: 'resetCities' },
    'state.changed': follow,
    'address.selected': follow,
    'location.placeFound': follow,
  } as const;
}

/** The chosen country's states follow the events that move the store to another country, while the form is editable. */
const followCountry = {
  guard: and([stateIn({ form: 'editing' }), 'statesFollow']),
  target: '.loadingStates',
} as const;

/**
 * The store form of /settings/marketplace, for a new store and for an existing one. Guarantees: the
 * countries load once by name, the states of the chosen country with them and again for each new
 * country, and the city list follows the chosen country and state; a new country clears
 * the state and city, a new state the city; a picked address suggestion sets the address,
 * coordinates, city, state and country; nothing is sent until the contract's rules pass; without
 * coordinates the address (5+ characters) is located first, and when that fails the long message
 * says what to do instead; the location is sent only with both coordinates; a new store says 'Store
 * created successfully! Refreshing page...' and the page reloads 1.5 s later; an existing store's
 * save says 'Updated successfully!' and announces `currentUser.changed` at once; a refused save keeps the
 * form with the server's words or 'Failed to save changes. Please try again.'
 */
export const storeSetupMachine = setup({
  types: {
    context: {} as StoreSetupContext,
    events: {} as StoreSetupEvent,
    input: {} as StoreSetupInput,
    emitted: {} as StoreSetupEmitted,
  },
  actors: storeSetupActors,
  delays: {
    storeCreatedReload: DURATIONS.storeCreatedReload,
  },
  guards: {
    formInvalid: ({ context }) => !isStoreValid(context.values, context.coordinates),
    hasCoordinates: ({ context }) => context.coordinates !== null,
    addressLocatable: ({ context }) => canBeLocated(context.values.biz_address),
    located: (_, place: AddressSuggestion | null) => place !== null,
    saved: (_, outcome: StoreSaveOutcome) => outcome.ok,
    created: (_, outcome: StoreSaveOutcome) => outcome.ok && outcome.created,
    citiesWanted: ({ context }) => citiesKeyOf(context.values) !== '',
    // Whether the event moves the store to a state whose cities are not the ones listed.
    citiesFollow: ({ context, event }) => {
      if (!isRegionEvent(event)) return false;
      const key = citiesKeyOf(valuesAfter(context.values, event));
      return key !== '' && key !== context.citiesKey;
    },
    citiesGone: ({ context, event }) => isRegionEvent(event) && citiesKeyOf(valuesAfter(context.values, event)) === '',
    statesFollow: ({ context, event }) => {
      if (!isRegionEvent(event)) return false;
      const country = valuesAfter(context.values, event).biz_country;
      return country !== '' && country !== context.values.biz_country;
    },
  },
  actions: {
    storeValue: assign(({ context }, params: { field: EditableStoreField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      failure: null,
    })),
    moveStore: assign(({ context }, event: RegionEvent) => ({ values: valuesAfter(context.values, event) })),
    markTouched: assign(({ context }, params: { field: StoreField }) => ({ touched: withTouched(context.touched, params.field) })),
    useSuggestion: assign((_, suggestion: AddressSuggestion) => ({ coordinates: coordinatesOf(suggestion), failure: null })),
    useFix: assign((_, fix: LocationFix) => ({ coordinates: { latitude: fix.latitude, longitude: fix.longitude }, failure: null })),
    useLocated: assign((_, place: AddressSuggestion | null) => ({ coordinates: place ? coordinatesOf(place) : null })),
    storeCountries: assign((_, countries: Country[]) => ({ countries })),
    storeStates: assign(({ context }, country: Country) => ({ countries: withStatesOf(context.countries, country) })),
    // The list now belongs to the current country and state (empty until it loads, or without a state).
    resetCities: assign(({ context }) => ({ citiesKey: citiesKeyOf(context.values), cities: [] })),
    storeCities: assign((_, cities: string[]) => ({ cities })),
    revealAllErrors: assign({ revealAll: true }),
    toastFirstError: enqueueActions((args) =>
      toastError(args, firstMessage(validateStore(args.context.values, args.context.coordinates)) ?? MESSAGES.fillAllRequired),
    ),
    failNotLocated: enqueueActions((args) => {
      args.enqueue.assign({ failure: MESSAGES.addressNotLocated, revealAll: true });
      toastError(args, MESSAGES.addressNotLocated);
    }),
    toastLocated: emit({ type: 'toast', tone: 'success', message: MESSAGES.addressValidated }),
    toastMapSoon: emit({ type: 'toast', tone: 'info', message: MESSAGES.mapSelectorComingSoon }),
    clearFailure: enqueueActions((args) => withdrawShownError(args)),
    reportFailure: enqueueActions((args, outcome: StoreSaveOutcome | null) => reportSaveFailure(args, outcome)),
    announceCreated: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.storeCreatedReloading });
      enqueue.emit({ type: 'store.created' });
    }),
    announceSaved: enqueueActions(({ enqueue }) => {
      enqueue.assign({ hadStore: true, touched: [], revealAll: false });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.updatedSuccessfully });
      enqueue.emit({ type: 'currentUser.changed' });
    }),
    // Tests provide their own.
    reloadPage: (_, _params: undefined) => reloadPage(),
  },
}).createMachine({
  id: 'storeSetup',
  context: ({ input }) => ({
    hadStore: input.marketInfo !== null,
    values: initialValues(input),
    coordinates: initialCoordinates(input),
    touched: [],
    revealAll: false,
    failure: null,
    shownError: null,
    countries: [],
    cities: [],
    citiesKey: '',
  }),
  type: 'parallel',
  states: {
    countries: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCountries',
            input: ({ context }) => ({ country: context.values.biz_country }),
            onDone: { target: 'ready', actions: { type: 'storeCountries', params: ({ event }) => event.output } },
            onError: { target: 'unavailable' },
          },
        },
        ready: {
          initial: 'listed',
          on: { 'country.changed': followCountry, 'address.selected': followCountry, 'location.placeFound': followCountry },
          states: {
            listed: {},
            loadingStates: {
              invoke: {
                src: 'loadStates',
                input: ({ context }) => ({ country: context.values.biz_country }),
                onDone: { target: 'listed', actions: { type: 'storeStates', params: ({ event }) => event.output } },
                // The state select still offers the chosen state.
                onError: { target: 'listed' },
              },
            },
          },
        },
        // The selects still show the saved choices; the address search and location still fill them.
        unavailable: {},
      },
    },
    cities: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'citiesWanted', target: 'loading' }, { target: 'none' }] },
        // No state chosen: no cities to offer.
        none: { on: followRegion(false) },
        loading: {
          entry: 'resetCities',
          on: followRegion(true),
          invoke: {
            src: 'loadCities',
            input: ({ context }) => ({ country: context.values.biz_country, state: context.values.biz_state }),
            onDone: { target: 'listed', actions: { type: 'storeCities', params: ({ event }) => event.output } },
            // The select still offers the chosen city.
            onError: { target: 'listed' },
          },
        },
        listed: { on: followRegion(false) },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.changed': { actions: { type: 'storeValue', params: ({ event }) => event } },
            'field.blurred': { actions: { type: 'markTouched', params: ({ event }) => event } },
            'country.changed': { actions: { type: 'moveStore', params: ({ event }) => event } },
            'state.changed': { actions: { type: 'moveStore', params: ({ event }) => event } },
            'address.selected': {
              actions: [
                { type: 'moveStore', params: ({ event }) => event },
                { type: 'useSuggestion', params: ({ event }) => event.suggestion },
              ],
            },
            'location.found': { actions: { type: 'useFix', params: ({ event }) => event.fix } },
            'location.placeFound': { actions: { type: 'moveStore', params: ({ event }) => event } },
            'mapSelector.clicked': { actions: 'toastMapSoon' },
            'form.submitted': [
              { guard: 'formInvalid', actions: ['revealAllErrors', 'toastFirstError'] },
              { guard: 'hasCoordinates', target: 'saving' },
              { guard: 'addressLocatable', target: 'locating' },
              { actions: 'failNotLocated' },
            ],
          },
        },
        // No coordinates yet: the typed address is looked up on the map before saving.
        locating: {
          entry: 'clearFailure',
          invoke: {
            src: 'locateAddress',
            input: ({ context }) => ({ address: context.values.biz_address, countryCode: countryCodeOf(context) }),
            onDone: [
              {
                guard: { type: 'located', params: ({ event }) => event.output },
                target: 'saving',
                actions: [{ type: 'useLocated', params: ({ event }) => event.output }, 'toastLocated'],
              },
              { target: 'editing', actions: 'failNotLocated' },
            ],
            onError: { target: 'editing', actions: 'failNotLocated' },
          },
        },
        saving: {
          entry: 'clearFailure',
          invoke: {
            src: 'submitStore',
            input: ({ context }) => toVendorBody(context.values, context.coordinates),
            onDone: [
              { guard: { type: 'created', params: ({ event }) => event.output }, target: 'created', actions: 'announceCreated' },
              { guard: { type: 'saved', params: ({ event }) => event.output }, target: 'editing', actions: 'announceSaved' },
              { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => event.output } },
            ],
            onError: { target: 'editing', actions: { type: 'reportFailure', params: null } },
          },
        },
        // 'Store created successfully! Refreshing page...' stays until the reload.
        created: {
          after: { storeCreatedReload: { target: 'reloading', actions: 'reloadPage' } },
        },
        reloading: { type: 'final' },
      },
    },
  },
});
