import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  DEFAULT_DISTANCE,
  filterActors,
  filterCountOf,
  filterMachine,
  filterQueryOf,
  type FilterContext,
  type FilterEvent,
} from '../../src/machines/filter';
import { feedPage } from '../fixtures/marketplace';
import { COUNTRY_LIST, GHANA_WITH_STATES } from '../fixtures/store';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

export const CURRENT_CITY = 'Ikeja';

/** One or two examples of every filter event (a set value and, where it matters, an unset or invalid one). */
export const filterEventFixtures = {
  'filter.categoryTypeChanged': [
    { type: 'filter.categoryTypeChanged', value: 'product' },
    { type: 'filter.categoryTypeChanged', value: '' },
  ],
  'filter.categoryChanged': [{ type: 'filter.categoryChanged', value: '3' }],
  'filter.priceChanged': [
    { type: 'filter.priceChanged', bound: 'min', value: '1000' },
    { type: 'filter.priceChanged', bound: 'max', value: '-5' },
  ],
  'filter.countryChanged': [{ type: 'filter.countryChanged', value: 'Ghana' }],
  'filter.regionChanged': [{ type: 'filter.regionChanged', value: 'Lagos' }],
  'filter.cityChanged': [{ type: 'filter.cityChanged', value: '  ' }],
  'filter.distanceChanged': [{ type: 'filter.distanceChanged', range: [3, 12] }],
  'filter.deliveryChanged': [{ type: 'filter.deliveryChanged', value: 'next_day' }],
  'filter.showSoldChanged': [{ type: 'filter.showSoldChanged', value: true }],
  'filter.applyClicked': [{ type: 'filter.applyClicked' }],
  'filter.resetClicked': [{ type: 'filter.resetClicked' }],
  'filter.myCityClicked': [{ type: 'filter.myCityClicked' }],
  'filter.panelToggled': [{ type: 'filter.panelToggled' }],
  'filter.panelClosed': [{ type: 'filter.panelClosed' }],
  'filter.placesRetryClicked': [{ type: 'filter.placesRetryClicked' }],
  'viewport.changed': [
    { type: 'viewport.changed', narrow: true },
    { type: 'viewport.changed', narrow: false },
  ],
  'location.cityKnown': [{ type: 'location.cityKnown', city: 'Enugu' }],
  // The feed's word on page 1 of the applied filters: posts found, none, or a failure.
  'feed.filteredPageLoaded': [
    { type: 'feed.filteredPageLoaded', answer: feedPage([1, 2], { count: 14 }) },
    { type: 'feed.filteredPageLoaded', answer: feedPage([]) },
  ],
  'feed.filteredPageFailed': [{ type: 'feed.filteredPageFailed' }],
} satisfies EventFixtures<FilterEvent>;

/** The server's countries by name with the chosen one's states, and another country's states. */
export const filterOutputFixtures = {
  loadCountries: [COUNTRY_LIST],
  loadStates: [GHANA_WITH_STATES],
} satisfies OutputFixtures<typeof filterActors>;

export const filterSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof filterActors.loadCountries>(filterMachine, 'loadCountries', filterOutputFixtures.loadCountries),
  ...errorEvents(filterMachine, 'loadCountries'),
  ...doneEvents<typeof filterActors.loadStates>(filterMachine, 'loadStates', filterOutputFixtures.loadStates),
  ...errorEvents(filterMachine, 'loadStates'),
];

export const wideScreen = { name: 'wide screen', input: { narrow: false, currentCity: CURRENT_CITY } };
export const narrowScreen = { name: 'narrow screen', input: { narrow: true } };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FilterContext;

const listEvents = new Set(['filter.placesRetryClicked', 'filter.countryChanged', ...filterSystemEvents.map((event) => event.type)]);
const panelEvents = new Set(['filter.panelToggled', 'filter.panelClosed', 'viewport.changed']);

export const filterModel: MachineModel = {
  name: 'filter',
  machine: filterMachine,
  variants: [wideScreen, narrowScreen],
  events: [...fixtureEvents<FilterEvent>(filterEventFixtures), ...filterSystemEvents],
  // The filters are tried while the country lists are unasked or loading; once they came or failed, only the
  // panel, the lists and a new country (which loads its states) are (the regions are independent otherwise).
  filterEvents: (snapshot, event) =>
    listEvents.has(event.type) || panelEvents.has(event.type) || snapshot.matches({ places: 'unasked' }) || snapshot.matches({ places: 'loading' }),
  // A new country reloads states in every loaded variant of the panel and the request.
  limit: 50_000,
  // What decides the next step: how many filters are set and which category state, not every keystroke.
  serialize: (snapshot) => {
    const { values, narrow, reason } = contextOf(snapshot);
    return JSON.stringify({
      value: snapshot.value,
      narrow,
      reason,
      active: filterCountOf(filterQueryOf(values)),
      categoryType: values.categoryType,
      hasCategory: values.category !== '',
      defaultDistance: values.distance.join('-') === DEFAULT_DISTANCE.join('-'),
    });
  },
};
