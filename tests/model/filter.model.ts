import type { AnyMachineSnapshot } from 'xstate';
import {
  DEFAULT_DISTANCE,
  filterCountOf,
  filterMachine,
  filterQueryOf,
  type FilterContext,
  type FilterEvent,
} from '../../src/machines/filter';
import { feedPage } from '../fixtures/marketplace';
import { fixtureEvents, type EventFixtures } from './fixtures';
import type { MachineModel } from './harness';

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
  'filter.countryChanged': [{ type: 'filter.countryChanged', value: 'Nigeria' }],
  'filter.regionChanged': [{ type: 'filter.regionChanged', value: 'Lagos' }],
  'filter.cityChanged': [{ type: 'filter.cityChanged', value: '  ' }],
  'filter.distanceChanged': [{ type: 'filter.distanceChanged', range: [3, 12] }],
  'filter.deliveryChanged': [{ type: 'filter.deliveryChanged', value: 'next_day' }],
  'filter.applyClicked': [{ type: 'filter.applyClicked' }],
  'filter.resetClicked': [{ type: 'filter.resetClicked' }],
  'filter.myCityClicked': [{ type: 'filter.myCityClicked' }],
  'filter.panelToggled': [{ type: 'filter.panelToggled' }],
  'filter.panelClosed': [{ type: 'filter.panelClosed' }],
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

export const wideScreen = { name: 'wide screen', input: { narrow: false, currentCity: CURRENT_CITY } };
export const narrowScreen = { name: 'narrow screen', input: { narrow: true } };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FilterContext;

export const filterModel: MachineModel = {
  name: 'filter',
  machine: filterMachine,
  variants: [wideScreen, narrowScreen],
  events: fixtureEvents<FilterEvent>(filterEventFixtures),
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
