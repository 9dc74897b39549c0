/**
 * The view follows the machine: the filter graph's paths are replayed against
 * the FILTER BY panel of the rendered MarketplaceScreen, on a wide screen
 * (signed in, living in Ikeja) and a narrow one (signed out). Edits are changes
 * to the panel's fields, Apply, Reset, My city, Close, Try Again and the
 * header's Filters button are clicks, and the window crossing 1000 px is a
 * media query's change. The country lists are msw's answers to GET
 * /geo/countries, and the feed's word on page 1 of the applied filters is the
 * answer to its GET /api, both released step by step. A field sits in a
 * panel that must be open, and only while nothing is applying (the panel
 * locks its fields). After every step the screen's filter actor must be in
 * the step's state and the panel must show it, leaf by leaf.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES, type FeedAnswer } from '../../src/contract';
import type { Country } from '../../src/contract/geo';
import { readAppInput } from '../../src/machines/app';
import { filterMachine, selectActiveFilterCount, selectCitySuggestion, selectRegions, type FilterEvent, type FilterSnapshot } from '../../src/machines/filter';
import { clearSession } from '../../src/services/cookies';
import { FILTER_PANEL_ID } from '../../src/ui/screens/marketplace/FilterPanel';
import { currentUserOf } from '../machines/auth.fixtures';
import { feedPage } from '../fixtures/marketplace';
import { COUNTRIES } from '../fixtures/store';
import { apiUrl, server } from '../setup/msw';
import { VIEWER } from './feed.model';
import { pageAnswer, renderMarketplaceFor, stopFeedServer, useFeedServer } from './feed.screen';
import { CURRENT_CITY, filterModel } from './filter.model';
import type { MachineModel } from './harness';
import { answerQueue, changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, transient } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

// ---------------------------------------------------------------------------
// What the panel must show in each leaf state.

/** Read from the running actor: the model tells states apart by how many filters are set, not by which. */
type LeafAssertion = (step: FilterSnapshot, running: FilterSnapshot) => void;

const panel = () => {
  const found = document.getElementById(FILTER_PANEL_ID);
  if (!found) throw new Error('no filter panel');
  return found;
};
const inPanel = () => within(panel());
const field = (label: string) => inPanel().getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const toggle = () => screen.getByRole('button', { name: /^Filters/ });
const backdrop = () => document.querySelector('[data-scope="filter"][data-part="backdrop"]');
const applyButton = () => inPanel().getByRole('button', { name: /^(Apply Filters|Filtering\.\.\.)$/, hidden: true });
const placesLoading = () => inPanel().queryByText('Loading countries and states...');
const placesFailed = () => inPanel().queryByText(MESSAGES.filterOptionsFailed);
const optionsOf = (select: HTMLInputElement | HTMLSelectElement) => [...(select as HTMLSelectElement).options].map((option) => option.value);

/** Every field shows the value the machine holds, the banner counts what Apply would send, and the city is offered only when it would change it. */
function expectFields(snapshot: FilterSnapshot): void {
  const { values } = snapshot.context;
  expect(field('Category type')).toHaveValue(values.categoryType);
  if (values.categoryType) expect(field('Category')).toHaveValue(values.category);
  else expect(inPanel().queryByLabelText('Category')).toBeNull();
  expect(field('Min price (₦)').value).toBe(values.min);
  expect(field('Max price (₦)').value).toBe(values.max);
  expect(field('Country')).toHaveValue(values.country);
  expect(field('State/Region')).toHaveValue(values.state);
  expect(field('City').value).toBe(values.city);
  expect(inPanel().getByRole('group', { name: 'Distance', hidden: true })).toHaveTextContent(`${values.distance[0]} - ${values.distance[1]} km`);
  expect(field('Delivery time')).toHaveValue(values.delivery);
  const count = selectActiveFilterCount(snapshot);
  const banner = panel().querySelector('[data-part="banner"]');
  expect(banner).toHaveTextContent(count === 0 ? 'No filters applied' : `${count} active filter${count === 1 ? '' : 's'}`);
  const city = selectCitySuggestion(snapshot);
  if (city) expect(inPanel().getByRole('button', { name: `My city: ${city}`, hidden: true })).toBeInTheDocument();
  else expect(inPanel().queryByRole('button', { name: /^My city/, hidden: true })).toBeNull();
}

/** The fields load when the panel first opens (a phone's first screen does without them), then stay: the walk's screen since it rendered. */
let panelOpened = false;
const fieldsLoaded = (running: FilterSnapshot): boolean => {
  panelOpened ||= running.matches({ panel: 'open' });
  return panelOpened;
};
const expectNoFieldsYet = () => expect(inPanel().queryByRole('form', { name: 'Filters', hidden: true })).toBeNull();

function expectPanel(open: boolean, narrow: boolean): void {
  if (open) expect(panel()).not.toHaveAttribute('hidden');
  else expect(panel()).toHaveAttribute('hidden');
  expect(toggle()).toHaveAttribute('aria-expanded', String(open));
  if (open && narrow) expect(backdrop()).toBeInTheDocument();
  else expect(backdrop()).toBeNull();
}

function expectPlaces(status: 'quiet' | 'loading' | 'failed'): void {
  if (status === 'loading') expect(placesLoading()).toBeInTheDocument();
  else expect(placesLoading()).toBeNull();
  if (status === 'failed') expect(placesFailed()).toBeInTheDocument();
  else expect(placesFailed()).toBeNull();
}

const leafAssertions: Record<string, LeafAssertion> = {
  // Eventless: the screen's width decides before the first render.
  'filter.panel.deciding': transient('deciding'),
  'filter.panel.open': (_step, { context }) => expectPanel(true, context.narrow),
  'filter.panel.closed': (_step, { context }) => expectPanel(false, context.narrow),
  // A closed panel has asked for nothing: the country is its one option.
  'filter.places.unasked': (_step, running) => {
    expectPlaces('quiet');
    if (fieldsLoaded(running)) expect(optionsOf(field('Country'))).toEqual([running.context.values.country]);
    else expectNoFieldsYet();
  },
  'filter.places.loading': () => expectPlaces('loading'),
  'filter.places.failed': () => expectPlaces('failed'),
  'filter.places.loaded.ready': (_step, snapshot) => {
    expectPlaces('quiet');
    expect(optionsOf(field('Country'))).toEqual(snapshot.context.countries.map((country) => country.name));
    expect(optionsOf(field('State/Region'))).toEqual(['', ...selectRegions(snapshot).map((region) => region.name)]);
  },
  'filter.places.loaded.loadingStates': () => expectPlaces('loading'),
  'filter.places.loaded.statesFailed': () => expectPlaces('failed'),
  'filter.request.idle': (_step, snapshot) => {
    if (!fieldsLoaded(snapshot)) return expectNoFieldsYet();
    expectFields(snapshot);
    expect(applyButton()).toHaveTextContent('Apply Filters');
    expect(applyButton()).toBeEnabled();
    expect(field('City')).toBeEnabled();
  },
  // The feed is loading page 1 of these filters: the panel is locked until it has.
  'filter.request.applying': (_step, snapshot) => {
    expectFields(snapshot);
    expect(applyButton()).toHaveTextContent('Filtering...');
    expect(applyButton()).toBeDisabled();
    expect(field('City')).toBeDisabled();
  },
};

// ---------------------------------------------------------------------------
// The server and the window.

const answers = answerQueue(['countries', 'states', 'filtered'] as const);
const countriesAnswer = (countries: readonly Country[]) => () => HttpResponse.json({ error: false, msg: 'countries and states retrieved', data: countries });
const withoutStates = COUNTRIES.map((country) => ({ ...country, states: [] }));

/** The window is at most 1000 px wide; the walk moves it across. */
let narrow = false;
const widthListeners = new Set<() => void>();

function stubWindowWidth(): void {
  const query = {
    get matches() {
      return narrow;
    },
    media: '',
    addEventListener: (_type: string, listener: () => void) => widthListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => widthListeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
}

/** The feed's first page is answered at once; every later page 1 is the applied filters', released by the walk. */
function useFilterServer(signedIn: boolean): void {
  useFeedServer();
  let initialLoad = true;
  server.use(
    http.get(apiUrl(''), () => {
      if (!initialLoad) return answers.next('filtered');
      initialLoad = false;
      return pageAnswer(feedPage([]))();
    }),
    // Names only, or one country with its states.
    http.get(apiUrl('/geo/countries'), ({ request }) => answers.next(new URL(request.url).searchParams.has('country') ? 'states' : 'countries')),
    http.get(apiUrl('/fetchcurruserdetails'), () => {
      const user = currentUserOf(VIEWER);
      return HttpResponse.json({ currentuser: { ...user, city: CURRENT_CITY, profile: { ...user.profile, city: CURRENT_CITY } } });
    }),
  );
  if (!signedIn) clearSession();
}

// ---------------------------------------------------------------------------
// The walk.

const change = (label: string, value: string) => changeTo(field(label), value);

/** A select's option that comes from the lookups is there once they have loaded. */
async function choose(label: string, value: string): Promise<void> {
  await vi.waitFor(() => expect(optionsOf(field(label))).toContain(value));
  await change(label, value);
}

async function performSystem(event: AnyEventObject): Promise<void> {
  const isStates = event.type.endsWith('.loadStates');
  if (event.type.startsWith('xstate.done.actor.') && isStates) {
    answers.release('states', countriesAnswer([event.output as Country]));
  } else if (event.type.startsWith('xstate.done.actor.')) {
    // The list by name, and the chosen country with its states.
    answers.release('countries', countriesAnswer(withoutStates));
    answers.release('states', countriesAnswer(COUNTRIES.filter((country) => (event.output as Country[]).some((listed) => listed.name === country.name && listed.states.length))));
  } else {
    answers.release(isStates ? 'states' : 'countries', refusal({ status: 500, message: 'Server busy' }));
  }
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.')) return performSystem(event);
  const filterEvent = event as FilterEvent;
  switch (filterEvent.type) {
    case 'filter.categoryTypeChanged':
      return change('Category type', filterEvent.value);
    case 'filter.categoryChanged':
      return choose('Category', filterEvent.value);
    case 'filter.priceChanged':
      return change(filterEvent.bound === 'min' ? 'Min price (₦)' : 'Max price (₦)', filterEvent.value);
    case 'filter.countryChanged':
      return change('Country', filterEvent.value);
    case 'filter.regionChanged':
      return change('State/Region', filterEvent.value);
    case 'filter.cityChanged':
      return change('City', filterEvent.value);
    case 'filter.distanceChanged':
      await change('Maximum distance (km)', String(filterEvent.range[1]));
      return change('Minimum distance (km)', String(filterEvent.range[0]));
    case 'filter.deliveryChanged':
      return choose('Delivery time', filterEvent.value);
    case 'filter.showSoldChanged':
      return clickOn(user, inPanel().getByRole('checkbox', { name: 'Show sold' }));
    case 'filter.applyClicked':
      return clickOn(user, applyButton());
    case 'filter.resetClicked':
      return clickOn(user, inPanel().getByRole('button', { name: 'Reset' }));
    case 'filter.myCityClicked':
      // Offered once the root actor has the account's city.
      return clickOn(user, await inPanel().findByRole('button', { name: /^My city/ }));
    case 'filter.panelToggled':
      return clickOn(user, toggle());
    case 'filter.panelClosed':
      return clickOn(user, inPanel().getByRole('button', { name: 'Close' }));
    case 'filter.placesRetryClicked':
      return clickOn(user, inPanel().getByRole('button', { name: 'Try Again' }));
    case 'viewport.changed':
      narrow = filterEvent.narrow;
      return act(async () => widthListeners.forEach((listener) => listener()));
    case 'feed.filteredPageLoaded':
      return answers.release('filtered', pageAnswer(filterEvent.answer as FeedAnswer));
    case 'feed.filteredPageFailed':
      return answers.release('filtered', refusal({ status: 500, message: 'Server busy' }));
    case 'location.cityKnown':
      throw new Error('the walk leaves the city as the account has it');
  }
}

const fieldEvents = new Set<string>([
  'filter.categoryTypeChanged',
  'filter.categoryChanged',
  'filter.priceChanged',
  'filter.countryChanged',
  'filter.regionChanged',
  'filter.cityChanged',
  'filter.distanceChanged',
  'filter.deliveryChanged',
  'filter.showSoldChanged',
  'filter.applyClicked',
  'filter.resetClicked',
  'filter.myCityClicked',
]);

/**
 * What a person can do with the panel: fields only in an open panel with nothing applying, a category once a
 * type is chosen, a country or state the lists offer, the city offer when it shows, Close and Try Again where
 * they are. The window crosses 1000 px only one way at a time; the feed answers only a request it made. The
 * account's city stays as it is (the root actor learns it, not the panel).
 */
const filterViewModel: MachineModel = {
  ...filterModel,
  filterEvents: (state, event) => {
    if (!filterModel.filterEvents?.(state, event)) return false;
    const snapshot = state as FilterSnapshot;
    const filterEvent = event as FilterEvent;
    const { context } = snapshot;
    const open = snapshot.matches({ panel: 'open' });
    if (fieldEvents.has(event.type) && !(open && snapshot.matches({ request: 'idle' }))) return false;
    switch (filterEvent.type) {
      case 'filter.categoryChanged':
        return context.values.categoryType !== '';
      case 'filter.countryChanged':
        return context.countries.some((country) => country.name === filterEvent.value);
      case 'filter.regionChanged':
        return selectRegions(snapshot).some((region) => region.name === filterEvent.value);
      case 'filter.myCityClicked':
        return selectCitySuggestion(snapshot) !== null;
      // A click ticks the box; the fixture ticks it.
      case 'filter.showSoldChanged':
        return context.values.showSold !== filterEvent.value;
      case 'filter.panelClosed':
        return open;
      case 'filter.placesRetryClicked':
        return open && (snapshot.matches({ places: 'failed' }) || snapshot.matches({ places: { loaded: 'statesFailed' } }));
      case 'viewport.changed':
        return filterEvent.narrow !== context.narrow;
      case 'feed.filteredPageLoaded':
      case 'feed.filteredPageFailed':
        return snapshot.matches({ request: 'applying' });
      case 'location.cityKnown':
        return false;
      default:
        return true;
    }
  },
};

const { walkPath } = screenWalk<FilterSnapshot>({
  machine: filterMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const input = variant.input as { narrow: boolean; currentCity?: string };
    narrow = input.narrow;
    panelOpened = false;
    answers.reset();
    useFilterServer(input.currentCity !== undefined);
    stubWindowWidth();
    renderMarketplaceFor(readAppInput());
  },
});

describe('the filter panel follows the filter machine', () => {
  beforeEach(() => {
    widthListeners.clear();
  });

  afterEach(() => {
    stopFeedServer();
    localStorage.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(filterMachine, leafAssertions);
  });

  it('shows every step of the generated paths, on a wide and a narrow screen', async () => {
    await expectViewFollowsModel(filterViewModel, walkPath, { neverShown: ['filter.panel.deciding'], reachable: () => true });
  }, 120_000);
});
