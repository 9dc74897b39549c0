import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fillTemplate, MESSAGES, type Country, type FeedAnswer } from '../../src/contract';
import {
  clampDistance,
  DEFAULT_DISTANCE,
  filterMachine,
  filterQueryOf,
  defaultValues,
  selectActiveFilterCount,
  selectCanEdit,
  selectCitySuggestion,
  selectCountries,
  selectIsApplying,
  selectIsLoadingPlaces,
  selectIsPanelOpen,
  selectPlacesFailed,
  selectRegions,
  type FeedFilterQuery,
  type FilterEmitted,
  type FilterInput,
} from '../../src/machines/filter';
import { feedPage } from '../fixtures/marketplace';
import { COUNTRIES } from '../fixtures/store';

/** An applied query, as the feed hears it, and the feed's two possible answers. */
type Applied = { query: FeedFilterQuery; resolve: (answer: FeedAnswer) => void; reject: () => void };

/** The server's country list, answered when the test says. */
type CountriesRequest = { resolve: (countries: Country[]) => void; reject: (error: Error) => void };

function start(input: FilterInput = { narrow: false }) {
  const emitted: FilterEmitted[] = [];
  const countryRequests: CountriesRequest[] = [];
  const loadCountries = fromPromise<Country[], { country: string }>(() => new Promise((resolve, reject) => countryRequests.push({ resolve, reject })));
  const actor = createActor(filterMachine.provide({ actors: { loadCountries } }), { input });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const requests: Applied[] = [];
  actor.on('filter.applied', ({ query }) =>
    requests.push({
      query,
      resolve: (answer) => actor.send({ type: 'feed.filteredPageLoaded', answer }),
      reject: () => actor.send({ type: 'feed.filteredPageFailed' }),
    }),
  );
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no filters were applied');
    return request;
  };
  return { actor, requests, countryRequests, emitted, last, toasts: () => emitted.filter((event) => event.type === 'toast') };
}

describe('filter query (document 2 section 5)', () => {
  it('sends only set filters, trimmed; never country or distance; delivery only when not default', () => {
    expect(filterQueryOf(defaultValues())).toEqual({});
    expect(
      filterQueryOf({
        categoryType: 'product',
        category: '3',
        min: ' 1000 ',
        max: '5000.5',
        country: 'Nigeria',
        state: '  Lagos ',
        city: ' Ikeja ',
        distance: [2, 9],
        delivery: 'next_day',
        showSold: false,
      }),
    ).toEqual({ category: 3, category_type: 'product', min_price: 1000, max_price: 5000.5, state: 'Lagos', city: 'Ikeja', delivery_time: 'next_day' });
  });

  it('keeps sold posts in the results only when Show sold is ticked', () => {
    expect(filterQueryOf({ ...defaultValues(), showSold: true })).toEqual({ show_sold: true });
    expect(filterQueryOf({ ...defaultValues(), showSold: false })).toEqual({});
  });

  it('skips invalid and negative prices and blank texts', () => {
    expect(filterQueryOf({ ...defaultValues(), min: 'abc', max: '-5', state: '   ', city: '' })).toEqual({});
    expect(filterQueryOf({ ...defaultValues(), min: '0' })).toEqual({ min_price: 0 });
  });

  it('keeps the distance inside 0-15 km, low first', () => {
    expect(clampDistance([9, 3])).toEqual([3, 9]);
    expect(clampDistance([-4, 40])).toEqual([0, 15]);
    expect(DEFAULT_DISTANCE).toEqual([0, 5]);
  });
});

describe('filter machine', () => {
  it('opens the panel on wide screens and keeps it closed on narrow ones', () => {
    expect(selectIsPanelOpen(start({ narrow: false }).actor.getSnapshot())).toBe(true);
    expect(selectIsPanelOpen(start({ narrow: true }).actor.getSnapshot())).toBe(false);
  });

  it('a new category type clears the category', () => {
    const { actor } = start();
    actor.send({ type: 'filter.categoryTypeChanged', value: 'product' });
    actor.send({ type: 'filter.categoryChanged', value: '3' });
    actor.send({ type: 'filter.categoryTypeChanged', value: 'service' });
    expect(actor.getSnapshot().context.values).toMatchObject({ categoryType: 'service', category: '' });
  });

  it('a new country clears the state and the city', () => {
    const { actor } = start({ narrow: false, currentCity: 'Ikeja' });
    actor.send({ type: 'filter.regionChanged', value: 'Lagos' });
    actor.send({ type: 'filter.cityChanged', value: 'Yaba' });
    actor.send({ type: 'filter.countryChanged', value: 'Nigeria' });
    expect(actor.getSnapshot().context.values).toMatchObject({ state: '', city: '' });
    expect(selectCitySuggestion(actor.getSnapshot())).toBe('Ikeja');
  });

  it("starts with no filter for a signed-in user: their city is offered, not set, and Apply leaves it out", () => {
    const { actor, last } = start({ narrow: false, currentCity: ' Ikeja ' });
    expect(actor.getSnapshot().context.values).toEqual(defaultValues());
    expect(selectActiveFilterCount(actor.getSnapshot())).toBe(0);
    expect(selectCitySuggestion(actor.getSnapshot())).toBe('Ikeja');
    actor.send({ type: 'filter.applyClicked' });
    expect(last().query).toEqual({});
  });

  it('a newly known current city is offered and filters nothing', () => {
    const { actor } = start();
    expect(selectCitySuggestion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'location.cityKnown', city: 'Enugu' });
    expect(actor.getSnapshot().context).toMatchObject({ currentCity: 'Enugu', values: { city: '' } });
    expect(selectActiveFilterCount(actor.getSnapshot())).toBe(0);
    expect(selectCitySuggestion(actor.getSnapshot())).toBe('Enugu');
  });

  it('one tap on the offered city fills the city filter and applies it; the offer then steps aside', () => {
    const { actor, requests, last, emitted } = start({ narrow: false, currentCity: 'Ikeja' });
    actor.send({ type: 'filter.priceChanged', bound: 'min', value: '500' });
    actor.send({ type: 'filter.myCityClicked' });
    expect(requests).toHaveLength(1);
    expect(last().query).toEqual({ min_price: 500, city: 'Ikeja' });
    expect(selectCitySuggestion(actor.getSnapshot())).toBeNull();
    expect(emitted).toContainEqual({ type: 'filter.applied', query: { min_price: 500, city: 'Ikeja' } });
    last().resolve(feedPage([4]));
    actor.send({ type: 'filter.cityChanged', value: 'ikeja ' });
    actor.send({ type: 'filter.myCityClicked' });
    expect(requests).toHaveLength(1);
  });

  it('the offered city does nothing without a known city, and closes the panel on a narrow screen', () => {
    const unknown = start({ narrow: false });
    unknown.actor.send({ type: 'filter.myCityClicked' });
    expect(unknown.requests).toHaveLength(0);
    const narrow = start({ narrow: true, currentCity: 'Aba' });
    narrow.actor.send({ type: 'filter.panelToggled' });
    narrow.actor.send({ type: 'filter.myCityClicked' });
    expect(narrow.last().query).toEqual({ city: 'Aba' });
    expect(selectIsPanelOpen(narrow.actor.getSnapshot())).toBe(false);
  });

  it('counts the active filters for the banner', () => {
    const { actor } = start();
    actor.send({ type: 'filter.priceChanged', bound: 'min', value: '100' });
    actor.send({ type: 'filter.deliveryChanged', value: 'same_day' });
    actor.send({ type: 'filter.distanceChanged', range: [1, 12] });
    expect(selectActiveFilterCount(actor.getSnapshot())).toBe(2);
  });

  it('applies once: further applies and edits are ignored while in flight', () => {
    const { actor, requests, last, emitted } = start();
    actor.send({ type: 'filter.cityChanged', value: ' Ikeja ' });
    actor.send({ type: 'filter.applyClicked' });
    actor.send({ type: 'filter.applyClicked' });
    actor.send({ type: 'filter.cityChanged', value: 'Yaba' });
    actor.send({ type: 'filter.resetClicked' });
    expect(requests).toHaveLength(1);
    expect(last().query).toEqual({ city: 'Ikeja' });
    expect(selectIsApplying(actor.getSnapshot())).toBe(true);
    expect(selectCanEdit(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.values.city).toBe(' Ikeja ');
    last().resolve(feedPage([1, 2, 3], { count: 12 }));
    expect(selectIsApplying(actor.getSnapshot())).toBe(false);
    expect(emitted).toContainEqual({ type: 'toast', tone: 'success', message: fillTemplate(MESSAGES.filterResults, { items: 12, count: 1 }) });
  });

  it('says "1,000+" items when the server counted only so far', () => {
    const { actor, last, emitted } = start();
    actor.send({ type: 'filter.regionChanged', value: 'Lagos' });
    actor.send({ type: 'filter.applyClicked' });
    last().resolve(feedPage([1, 2, 3], { count: 1000, countExact: false, hasNext: true }));
    expect(emitted).toContainEqual({ type: 'toast', tone: 'success', message: fillTemplate(MESSAGES.filterResults, { items: '1,000+', count: 1 }) });
  });

  it('says when nothing matched', () => {
    const { actor, last, toasts } = start();
    actor.send({ type: 'filter.regionChanged', value: 'Kano' });
    actor.send({ type: 'filter.deliveryChanged', value: 'next_day' });
    actor.send({ type: 'filter.applyClicked' });
    last().resolve(feedPage([]));
    expect(toasts()).toEqual([{ type: 'toast', tone: 'info', message: fillTemplate(MESSAGES.noFilterResults, { count: 2 }) }]);
  });

  it("a failure of the feed's page 1 says so and unlocks the panel", () => {
    const { actor, last, emitted } = start();
    actor.send({ type: 'filter.applyClicked' });
    last().reject();
    expect(emitted).toEqual([
      { type: 'filter.applied', query: {} },
      { type: 'toast', tone: 'error', message: MESSAGES.applyFiltersFailed },
    ]);
    expect(selectCanEdit(actor.getSnapshot())).toBe(true);
  });

  it('reset restores the defaults, says Filters cleared. and applies them', () => {
    const { actor, last, toasts, emitted } = start({ narrow: false, currentCity: 'Ikeja' });
    actor.send({ type: 'filter.categoryTypeChanged', value: 'service' });
    actor.send({ type: 'filter.distanceChanged', range: [4, 14] });
    actor.send({ type: 'filter.deliveryChanged', value: '1_week' });
    actor.send({ type: 'filter.resetClicked' });
    expect(actor.getSnapshot().context.values).toEqual(defaultValues());
    expect(last().query).toEqual({});
    expect(toasts()).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.filtersCleared }]);
    expect(emitted).toContainEqual({ type: 'filter.applied', query: {} });
    last().resolve(feedPage([1]));
    // The reset's own toast stands for the reapply.
    expect(toasts()).toHaveLength(1);
    expect(selectCanEdit(actor.getSnapshot())).toBe(true);
  });

  it('Apply closes the panel on a narrow screen only', () => {
    const narrow = start({ narrow: true });
    narrow.actor.send({ type: 'filter.panelToggled' });
    narrow.actor.send({ type: 'filter.applyClicked' });
    expect(selectIsPanelOpen(narrow.actor.getSnapshot())).toBe(false);
    const wide = start({ narrow: false });
    wide.actor.send({ type: 'filter.applyClicked' });
    expect(selectIsPanelOpen(wide.actor.getSnapshot())).toBe(true);
  });

  it('closes when the window turns narrow and opens when it turns wide', () => {
    const { actor } = start({ narrow: false });
    actor.send({ type: 'viewport.changed', narrow: true });
    expect(selectIsPanelOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'filter.panelToggled' });
    actor.send({ type: 'viewport.changed', narrow: true });
    expect(selectIsPanelOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'filter.panelClosed' });
    actor.send({ type: 'viewport.changed', narrow: false });
    expect(selectIsPanelOpen(actor.getSnapshot())).toBe(true);
  });

  it("asks the server for the countries and states the first time the panel opens, never for a closed panel", async () => {
    const narrow = start({ narrow: true });
    expect(narrow.countryRequests).toHaveLength(0);
    narrow.actor.send({ type: 'filter.panelToggled' });
    expect(selectIsLoadingPlaces(narrow.actor.getSnapshot())).toBe(true);
    narrow.countryRequests[0]?.resolve(COUNTRIES);
    await settle();
    expect(selectCountries(narrow.actor.getSnapshot()).map((country) => country.name)).toEqual(['Nigeria', 'Ghana']);
    narrow.actor.send({ type: 'filter.panelClosed' });
    narrow.actor.send({ type: 'filter.panelToggled' });
    expect(narrow.countryRequests).toHaveLength(1);
    const wide = start({ narrow: false });
    expect(wide.countryRequests).toHaveLength(1);
  });

  it("offers the chosen country's states, the same list while the country stays", async () => {
    const { actor, countryRequests } = start();
    expect(selectRegions(actor.getSnapshot())).toEqual([]);
    countryRequests[0]?.resolve(COUNTRIES);
    await settle();
    const lagosAndRivers = selectRegions(actor.getSnapshot());
    expect(lagosAndRivers.map((state) => state.name)).toEqual(['Lagos', 'Rivers']);
    actor.send({ type: 'filter.regionChanged', value: 'Lagos' });
    expect(selectRegions(actor.getSnapshot())).toBe(lagosAndRivers);
    actor.send({ type: 'filter.countryChanged', value: 'Ghana' });
    expect(selectRegions(actor.getSnapshot()).map((state) => state.name)).toEqual(['Greater Accra']);
  });

  it('lists that failed to load say so and load again on Try Again', async () => {
    const { actor, countryRequests } = start();
    countryRequests[0]?.reject(new Error('offline'));
    await settle();
    expect(selectPlacesFailed(actor.getSnapshot())).toBe(true);
    expect(selectCanEdit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'filter.placesRetryClicked' });
    expect(selectIsLoadingPlaces(actor.getSnapshot())).toBe(true);
    countryRequests[1]?.resolve(COUNTRIES);
    await settle();
    expect(selectPlacesFailed(actor.getSnapshot())).toBe(false);
    expect(selectCountries(actor.getSnapshot())).toHaveLength(2);
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
