import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { DEFAULT_DISTANCE, type FilterContext } from '../../src/machines/filter';
import { CURRENT_CITY, filterEventFixtures, filterModel, filterSystemEvents, narrowScreen, wideScreen } from './filter.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const countriesLoaded = systemEvent(filterSystemEvents, 'xstate.done.actor.loadCountries');
const countriesFailed = systemEvent(filterSystemEvents, 'xstate.error.actor.loadCountries');
const statesLoaded = systemEvent(filterSystemEvents, 'xstate.done.actor.loadStates');
const statesFailed = systemEvent(filterSystemEvents, 'xstate.error.actor.loadStates');
const [placesRetry] = filterEventFixtures['filter.placesRetryClicked'];

const [found, foundNothing] = filterEventFixtures['feed.filteredPageLoaded'];
const [failed] = filterEventFixtures['feed.filteredPageFailed'];
const [productType] = filterEventFixtures['filter.categoryTypeChanged'];
const [category] = filterEventFixtures['filter.categoryChanged'];
const [minPrice, badMaxPrice] = filterEventFixtures['filter.priceChanged'];
const [country] = filterEventFixtures['filter.countryChanged'];
const [region] = filterEventFixtures['filter.regionChanged'];
const [distance] = filterEventFixtures['filter.distanceChanged'];
const [delivery] = filterEventFixtures['filter.deliveryChanged'];
const [apply] = filterEventFixtures['filter.applyClicked'];
const [reset] = filterEventFixtures['filter.resetClicked'];
const [toggle] = filterEventFixtures['filter.panelToggled'];
const [myCity] = filterEventFixtures['filter.myCityClicked'];

describe('filter machine, model-based', () => {
  it('replays a shortest path to every state and every transition', async () => {
    await expectFullCoverage(filterModel);
  }, 60_000);

  describe('pinned journeys', () => {
    const journeys: Array<{
      name: string;
      variant: typeof wideScreen | typeof narrowScreen;
      events: AnyEventObject[];
      value: unknown;
      context: Partial<FilterContext>;
    }> = [
      {
        name: 'choose a product category and prices, apply: the valid filters are sent',
        variant: wideScreen,
        events: [productType, category, minPrice, badMaxPrice, distance, apply],
        value: { panel: 'open', request: 'applying', places: 'loading' },
        context: { query: { category: 3, category_type: 'product', min_price: 1000 } },
      },
      {
        name: 'a second Apply while filtering changes nothing',
        variant: wideScreen,
        events: [delivery, apply, region, apply, reset],
        value: { panel: 'open', request: 'applying', places: 'loading' },
        context: { query: { delivery_time: 'next_day' }, reason: 'apply' },
      },
      {
        name: 'a new country empties the state and the city',
        variant: wideScreen,
        events: [region, filterEventFixtures['filter.cityChanged'][0], country],
        value: { panel: 'open', request: 'idle', places: 'loading' },
        context: { values: expect.objectContaining({ state: '', city: '' }) as FilterContext['values'] },
      },
      {
        name: 'the offered city, one tap: the city is filled and applied with the other filters',
        variant: wideScreen,
        events: [delivery, myCity],
        value: { panel: 'open', request: 'applying', places: 'loading' },
        context: { query: { city: CURRENT_CITY, delivery_time: 'next_day' }, values: expect.objectContaining({ city: CURRENT_CITY }) as FilterContext['values'] },
      },
      {
        name: 'no city known: the offer does nothing',
        variant: narrowScreen,
        events: [toggle, myCity],
        value: { panel: 'open', request: 'idle', places: 'loading' },
        context: { query: {} },
      },
      {
        name: 'reset after results: defaults, distance 0-5, and a fresh apply',
        variant: wideScreen,
        events: [distance, apply, found, reset],
        value: { panel: 'open', request: 'applying', places: 'loading' },
        context: { reason: 'reset', query: {}, values: expect.objectContaining({ distance: DEFAULT_DISTANCE, city: '' }) as FilterContext['values'] },
      },
      {
        name: 'on a narrow screen Apply closes the panel, and a failure unlocks it',
        variant: narrowScreen,
        events: [toggle, apply, failed],
        value: { panel: 'closed', request: 'idle', places: 'loading' },
        context: { narrow: true },
      },
      {
        name: "a phone's closed panel asks for no lists; opened, it shows the server's countries",
        variant: narrowScreen,
        events: [apply, foundNothing, toggle, countriesLoaded],
        value: { panel: 'open', request: 'idle', places: { loaded: 'ready' } },
        context: { countries: expect.arrayContaining([expect.objectContaining({ name: 'Nigeria' })]) as FilterContext['countries'] },
      },
      {
        name: "another country's states load when it is chosen, with Try Again when they fail",
        variant: wideScreen,
        events: [countriesLoaded, country, statesFailed, placesRetry, statesLoaded],
        value: { panel: 'open', request: 'idle', places: { loaded: 'ready' } },
        context: {
          values: expect.objectContaining({ country: 'Ghana' }) as FilterContext['values'],
          countries: expect.arrayContaining([{ name: 'Ghana', iso2: 'GH', states: [{ name: 'Greater Accra', state_code: 'AA' }] }]) as FilterContext['countries'],
        },
      },
      {
        name: 'a country picked while filters apply is ignored, and loads no states',
        variant: wideScreen,
        events: [apply, countriesLoaded, country],
        value: { panel: 'open', request: 'applying', places: { loaded: 'ready' } },
        context: { values: expect.objectContaining({ country: 'Nigeria' }) as FilterContext['values'] },
      },
      {
        name: 'lists that fail while filters apply load again on Try Again',
        variant: wideScreen,
        events: [region, apply, countriesFailed, placesRetry],
        value: { panel: 'open', request: 'applying', places: 'loading' },
        context: { countries: [], query: { state: 'Lagos' } },
      },
      {
        name: 'nothing found still unlocks the panel',
        variant: narrowScreen,
        events: [apply, foundNothing],
        value: { panel: 'closed', request: 'idle', places: 'unasked' },
        context: {},
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(filterModel, pinned.variant, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
