/**
 * The model of the store form: the countries and the city list beside the form, the clearing rules,
 * suggestions and the current location, validation, locating a typed address, and the three save
 * outcomes (created, updated, refused).
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, type AddressSuggestion } from '../../src/contract';
import { storeSetupActors, storeSetupMachine, type StoreSetupContext, type StoreSetupEvent } from '../../src/machines/storeSetup';
import { canBeLocated } from '../../src/machines/storeSetup/storeSetup.rules';
import { CITIES, COUNTRY_LIST, GHANA_WITH_STATES, IKEJA, OWNER, PORT_HARCOURT, savedStore } from '../fixtures/store';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';

/** A place a country wide: choosing it leaves no state, so no city list. */
export const GHANA: AddressSuggestion = { display_name: 'Ghana', lat: 7.95, lon: -1.02, address: { country: 'Ghana', country_code: 'gh' }, source: 'gazetteer' };

export const storeSetupEventFixtures = {
  'field.changed': [
    { type: 'field.changed', field: 'biz_name', value: 'Mama Nkechi Foods' },
    { type: 'field.changed', field: 'biz_address', value: '12 Allen Avenue, Ikeja' },
    { type: 'field.changed', field: 'biz_address', value: 'Ikj' },
  ],
  'field.blurred': [{ type: 'field.blurred', field: 'biz_name' }],
  'country.changed': [{ type: 'country.changed', value: 'Ghana' }],
  'state.changed': [
    { type: 'state.changed', value: 'Rivers' },
    { type: 'state.changed', value: '' },
  ],
  'address.selected': [
    { type: 'address.selected', suggestion: PORT_HARCOURT },
    { type: 'address.selected', suggestion: GHANA },
  ],
  'location.found': [{ type: 'location.found', fix: { latitude: 6.6, longitude: 3.35, accuracy: 20 } }],
  'location.placeFound': [
    { type: 'location.placeFound', place: IKEJA },
    { type: 'location.placeFound', place: GHANA },
  ],
  'mapSelector.clicked': [{ type: 'mapSelector.clicked' }],
  'form.submitted': [{ type: 'form.submitted' }],
} satisfies EventFixtures<StoreSetupEvent>;

export const storeSetupOutputFixtures = {
  loadCountries: [COUNTRY_LIST],
  loadStates: [GHANA_WITH_STATES],
  loadCities: [CITIES['Nigeria|Lagos'] ?? []],
  locateAddress: [IKEJA, null],
  submitStore: [
    { ok: true, created: true, message: MESSAGES.storeCreated },
    { ok: true, created: false, message: MESSAGES.updatedSuccessfully },
    { ok: false, message: MESSAGES.saveChangesFailed },
  ],
} satisfies OutputFixtures<typeof storeSetupActors>;

/** Nothing reloads in the model. */
export const modelMachine = storeSetupMachine.provide({ actions: { reloadPage: () => undefined } });

export const storeSetupSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof storeSetupActors.loadCountries>(modelMachine, 'loadCountries', storeSetupOutputFixtures.loadCountries),
  ...doneEvents<typeof storeSetupActors.loadStates>(modelMachine, 'loadStates', storeSetupOutputFixtures.loadStates),
  ...doneEvents<typeof storeSetupActors.loadCities>(modelMachine, 'loadCities', storeSetupOutputFixtures.loadCities),
  ...doneEvents<typeof storeSetupActors.locateAddress>(modelMachine, 'locateAddress', storeSetupOutputFixtures.locateAddress),
  ...doneEvents<typeof storeSetupActors.submitStore>(modelMachine, 'submitStore', storeSetupOutputFixtures.submitStore),
  ...errorEvents(modelMachine, 'loadCountries'),
  ...errorEvents(modelMachine, 'loadStates'),
  ...errorEvents(modelMachine, 'loadCities'),
  ...errorEvents(modelMachine, 'locateAddress'),
  ...errorEvents(modelMachine, 'submitStore'),
  ...timerEvents(modelMachine),
];

export const storeSetupVariants = {
  newStore: { name: 'no store yet', input: { marketInfo: null, owner: OWNER } },
  existing: { name: 'a saved store', input: { marketInfo: savedStore(), owner: OWNER } },
  noState: { name: 'no store, no state in the profile', input: { marketInfo: null, owner: { ...OWNER, state: '', city: '' } } },
} satisfies Record<string, ModelVariant>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as StoreSetupContext;

export const storeSetupModel: MachineModel = {
  name: 'storeSetup',
  machine: modelMachine,
  variants: Object.values(storeSetupVariants),
  events: [...fixtureEvents<StoreSetupEvent>(storeSetupEventFixtures), ...storeSetupSystemEvents],
  // What decides the next step, and nothing more: which fields are filled, whether there are coordinates,
  // how long the address is, and the country and state (the city list follows them).
  serialize: (snapshot) => {
    const { values, coordinates } = context(snapshot);
    const address = values.biz_address.trim();
    return JSON.stringify({
      value: snapshot.value,
      named: values.biz_name.trim() !== '',
      coordinates: coordinates !== null,
      address: address === '' ? 'empty' : canBeLocated(address) ? 'locatable' : 'short',
      country: values.biz_country,
      state: values.biz_state,
    });
  },
  // The user acts once the countries are there; after submitting, only the answers and the clock move.
  filterEvents: (snapshot, event) =>
    event.type.startsWith('xstate.') || (!snapshot.matches({ countries: 'loading' }) && snapshot.matches({ form: 'editing' })),
};
