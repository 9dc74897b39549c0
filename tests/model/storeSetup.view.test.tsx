/**
 * The store form follows the storeSetup machine: the graph's paths are replayed on the rendered StoreForm of
 * Alice, for a new store, a saved one and an owner without a state. Names and addresses are set as the walk's
 * events say, Business name is left, the country and state are chosen in their selects, a suggestion is
 * picked from the address field's list (its search answered with it), the current location is Use Current
 * Location answered by a fake geolocation (its place named by GET /geo/reverse), Select on Map and the submit
 * button are clicked, and the reload's pause is the fake clock. The countries, a country's states, the cities,
 * the typed address on the map and the save are msw's answers to GET /geo/countries, /geo/cities, /geo/search
 * and POST /updatedata, released step by step. After every step the form shows the selects with their choices
 * and lists, the fields, the coordinates, the button and the failure the step's state says.
 */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DURATIONS, MESSAGES, type AddressSuggestion, type Country } from '../../src/contract';
import { storeSetupMachine, type StoreSetupContext, type StoreSetupEvent, type StoreSetupInput, type StoreSetupSnapshot } from '../../src/machines/storeSetup';
import { statesOf } from '../../src/machines/shared/countryLists';
import { withPlace } from '../../src/machines/storeSetup/storeSetup.rules';
import type { StoreValues } from '../../src/machines/storeSetup/storeSetup.types';
import { StoreForm } from '../../src/ui/screens/settings/marketplace/StoreForm';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { eventually } from './settle';
import { signInAlice, useFakeClock } from './settings.walk';
import { storeSetupModel } from './storeSetup.model';
import { changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, leaveField, refusal, renderScreen, screenWalk, transient } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type LeafAssertion = (snapshot: StoreSetupSnapshot, running: StoreSetupSnapshot) => void;

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const submitButton = () => document.querySelector('form[aria-label="Store"] button[type="submit"]') as HTMLButtonElement;
const FIELD_LABELS = { biz_name: 'Business name *', biz_address: 'Business address *' } as const;
const field = (name: keyof typeof FIELD_LABELS) => screen.getByRole(name === 'biz_address' ? 'combobox' : 'textbox', { name: FIELD_LABELS[name] });

/** A select shows its choice and offers the list (a choice the list lacks is offered too, so it stays visible). */
function expectSelect(label: string, value: string, names: readonly string[]): void {
  const shown = select(label);
  expect(shown).toHaveValue(value);
  const offered = [...shown.options].map((option) => option.value).filter((option) => option !== '');
  expect(offered).toEqual(value === '' || names.includes(value) ? [...names] : [value, ...names]);
}

/** The country and state selects as the running actor holds them (the model keeps one snapshot per serialized state). */
function expectRegions(running: StoreSetupSnapshot): void {
  const { values, countries } = running.context;
  expectSelect('Country', values.biz_country, countries.map((country) => country.name));
  expectSelect('State', values.biz_state, statesOf(countries, values.biz_country).map((state) => state.name));
}

function expectCities(running: StoreSetupSnapshot, placeholder: string): void {
  const { values, cities } = running.context;
  expectSelect('City', values.biz_city, cities);
  expect(select('City').options[0]).toHaveTextContent(placeholder);
  if (values.biz_state === '') expect(select('City')).toBeDisabled();
}

/** The form open: its fields, the coordinates, the failure of the last save, the button for a new or a saved store. */
function expectEditing(_snapshot: StoreSetupSnapshot, running: StoreSetupSnapshot): void {
  const { values, coordinates, failure, hadStore } = running.context;
  expect(field('biz_name')).toHaveValue(values.biz_name);
  expect(field('biz_address')).toHaveValue(values.biz_address);
  const where = document.querySelector('[data-part="coordinates"]');
  if (coordinates) expect(where).toHaveTextContent(`Location set: ${coordinates.latitude.toFixed(5)}, ${coordinates.longitude.toFixed(5)}`);
  else expect(where).not.toHaveTextContent('Location set');
  const alert = document.querySelector('[data-part="failure"]');
  if (failure) expect(alert).toHaveTextContent(failure);
  else expect(alert).toBeNull();
  expect(submitButton()).toHaveTextContent(hadStore ? 'Save Changes' : 'Create Store');
  expect(submitButton()).toBeEnabled();
}

/** Locating the address or saving: Creating... (Updating... for a saved store), closed. */
function expectBusy(_snapshot: StoreSetupSnapshot, running: StoreSetupSnapshot): void {
  expect(submitButton()).toHaveTextContent(running.context.hadStore ? MESSAGES.updating : 'Creating...');
  expect(submitButton()).toBeDisabled();
}

function expectCreated(): void {
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.storeCreatedReloading);
  expect(submitButton()).toBeDisabled();
}

const leafAssertions: Record<string, LeafAssertion> = {
  'storeSetup.countries.loading': (_snapshot, running) => expectRegions(running),
  'storeSetup.countries.ready.listed': (_snapshot, running) => expectRegions(running),
  'storeSetup.countries.ready.loadingStates': (_snapshot, running) => expectRegions(running),
  // The selects still show the saved choices.
  'storeSetup.countries.unavailable': (_snapshot, running) => expectRegions(running),
  'storeSetup.cities.deciding': transient('storeSetup.cities.deciding'),
  'storeSetup.cities.none': (_snapshot, running) => expectCities(running, 'Select a city'),
  'storeSetup.cities.loading': (_snapshot, running) => expectCities(running, 'Loading cities...'),
  'storeSetup.cities.listed': (_snapshot, running) => expectCities(running, 'Select a city'),
  'storeSetup.form.editing': expectEditing,
  'storeSetup.form.locating': expectBusy,
  'storeSetup.form.saving': expectBusy,
  'storeSetup.form.created': expectCreated,
  // The page reloads (jsdom stays where it is): the form still says it was created.
  'storeSetup.form.reloading': expectCreated,
};

// ---------------------------------------------------------------------------
// The server, answered as the path says, and the browser's position.

const countryNames = standingAnswer();
const oneCountry = standingAnswer();
const cities = standingAnswer();
const located = standingAnswer();
const saved = standingAnswer();
const reverse = standingAnswer();
const answers = [countryNames, oneCountry, cities, located, saved, reverse];
const ids = (src: string) => invokeIds(storeSetupMachine, src);
const ANSWERED = { loadCountries: ids('loadCountries'), loadStates: ids('loadStates'), loadCities: ids('loadCities'), locateAddress: ids('locateAddress') };

/** The suggestion the address field offers for the next search (its list's answer), else the located address's. */
let offeredSuggestion: AddressSuggestion | undefined;
let positionRequests: PositionCallback[] = [];
let reverseAsked = 0;
const FIX = { latitude: 6.6, longitude: 3.35, accuracy: 20 };
const emptyValues: StoreValues = { biz_name: '', reg_no: '', biz_phone: '', biz_country: '', biz_state: '', biz_city: '', biz_address: '', operational_radius: '' };

const countriesAnswer = (data: Country[]) => () => HttpResponse.json({ error: false, msg: 'countries and states retrieved', data });

function releaseDone(event: AnyEventObject): void {
  const actorId = String(event.actorId);
  if (ANSWERED.loadCountries.includes(actorId)) {
    const list = event.output as Country[];
    countryNames.release(countriesAnswer(list.map((country) => ({ ...country, states: [] }))));
    return oneCountry.release(countriesAnswer(list.filter((country) => country.states.length > 0)));
  }
  if (ANSWERED.loadStates.includes(actorId)) return oneCountry.release(countriesAnswer([event.output as Country]));
  if (ANSWERED.loadCities.includes(actorId)) {
    const names = event.output as string[];
    return cities.release(() => HttpResponse.json({ error: false, msg: 'cities retrieved', data: names, cities: names.map((name) => ({ name, latitude: 6.5, longitude: 3.3 })) }));
  }
  if (ANSWERED.locateAddress.includes(actorId)) {
    const place = event.output as AddressSuggestion | null;
    return located.release(() => HttpResponse.json({ results: place ? [place] : [] }));
  }
  const outcome = event.output as { ok: boolean; created?: boolean; message: string };
  if (outcome.ok) return saved.release(() => HttpResponse.json({ response: 'successful', message: outcome.message, created: outcome.created ?? false }));
  return saved.release(refusal({ status: 500, message: MESSAGES.serverError }));
}

function releaseError(event: AnyEventObject): void {
  const actorId = String(event.actorId);
  const refused = refusal({ status: 500, message: MESSAGES.serverError });
  if (ANSWERED.loadCountries.includes(actorId)) return countryNames.release(refused);
  if (ANSWERED.loadStates.includes(actorId)) return oneCountry.release(refused);
  if (ANSWERED.loadCities.includes(actorId)) return cities.release(refused);
  if (ANSWERED.locateAddress.includes(actorId)) return located.release(refused);
  return saved.release(refused);
}

/** Use Current Location, answered with the browser's position. */
async function useCurrentLocation(user: UserEvent): Promise<void> {
  await clickOn(user, screen.getByRole('button', { name: /Use Current Location/ }));
  const found = positionRequests.shift();
  if (!found) throw new Error('the form asked for no position');
  await act(async () => found({ coords: FIX } as GeolocationPosition));
}

/** A suggestion picked as a person picks it: its name typed in the address field, the list's answer, a click. */
async function pickSuggestion(user: UserEvent, suggestion: AddressSuggestion): Promise<void> {
  offeredSuggestion = suggestion;
  await changeTo(field('biz_address'), suggestion.display_name);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DURATIONS.addressSearchDebounce);
  });
  let option: HTMLElement | undefined;
  await eventually(() => {
    option = within(screen.getByRole('listbox')).getByRole('option', { name: suggestion.display_name });
  });
  if (option) await clickOn(user, option);
}

/** The form's region and address as shown. */
function shownValues(): Pick<StoreValues, 'biz_country' | 'biz_state' | 'biz_city' | 'biz_address'> {
  const value = (element: HTMLElement) => (element as HTMLInputElement).value;
  return { biz_country: select('Country').value, biz_state: select('State').value, biz_city: select('City').value, biz_address: value(field('biz_address')) };
}

/**
 * The place named after a position was found (the same position again when the last one was named already); the
 * name arrives after GET /geo/reverse is answered, so the walk waits until the form shows the place.
 */
async function namePlace(user: UserEvent, place: AddressSuggestion): Promise<void> {
  if (reverseAsked === 0) await useCurrentLocation(user);
  reverseAsked = 0;
  const before = shownValues();
  const after = withPlace({ ...emptyValues, ...before }, place);
  reverse.release(() => HttpResponse.json(place));
  await eventually(() => expect(shownValues()).toEqual({ biz_country: after.biz_country, biz_state: after.biz_state, biz_city: after.biz_city, biz_address: after.biz_address }));
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return releaseDone(event);
  if (event.type.startsWith('xstate.error.actor.')) return releaseError(event);
  for (const answer of answers) answer.hold();
  if (event.type.startsWith('xstate.after.')) {
    return act(async () => {
      await vi.advanceTimersByTimeAsync(DURATIONS.storeCreatedReload);
    });
  }
  const storeEvent = event as StoreSetupEvent;
  switch (storeEvent.type) {
    case 'field.changed':
      return changeTo(field(storeEvent.field as keyof typeof FIELD_LABELS), storeEvent.value);
    case 'field.blurred':
      return underFakeClock(leaveField(user, field('biz_name')));
    case 'country.changed':
      return changeTo(select('Country'), storeEvent.value);
    case 'state.changed':
      return changeTo(select('State'), storeEvent.value);
    case 'address.selected':
      return pickSuggestion(user, storeEvent.suggestion);
    case 'location.found':
      return useCurrentLocation(user);
    case 'location.placeFound':
      return namePlace(user, storeEvent.place);
    case 'mapSelector.clicked':
      return clickOn(user, screen.getByRole('button', { name: /Select on Map/ }));
    case 'form.submitted':
      return clickOn(user, submitButton());
  }
}

const { walkPath } = screenWalk<StoreSetupSnapshot>({
  machine: storeSetupMachine,
  leafAssertions,
  perform,
  reset: () => {
    for (const answer of answers) answer.reset();
    positionRequests = [];
    reverseAsked = 0;
    offeredSuggestion = undefined;
  },
  render: (variant) => {
    signInAlice();
    const element = (
      <>
        <h1>Your store</h1>
        <StoreForm input={variant.input as StoreSetupInput} label="Store" />
      </>
    );
    renderScreen({ path: '/settings/marketplace', element, entry: '/settings/marketplace', elsewhere: {} });
  },
});

/** A refused save arrives as an outcome (the actor turns the server's refusal into one), never as a thrown error. */
const reachable = (path: { steps: { event: AnyEventObject }[] }) =>
  !path.steps.some((step) => step.event.type.startsWith('xstate.error.actor.') && ids('submitStore').includes(String(step.event.actorId)));

/**
 * What a person can do: choose a country or state the selects offer (none while the countries are away), and have
 * a place named only where the current location found the fixture's position (so naming it again finds the same).
 */
function offered(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as StoreSetupContext;
  if (!storeSetupModel.filterEvents?.(snapshot, event)) return false;
  if (event.type === 'country.changed') return snapshot.matches({ countries: 'ready' }) && event.value !== context.values.biz_country;
  if (event.type === 'state.changed') {
    const states = statesOf(context.countries, context.values.biz_country).map((state) => state.name);
    return context.values.biz_country !== '' && (event.value === '' || states.includes(event.value)) && event.value !== context.values.biz_state;
  }
  if (event.type === 'location.placeFound') return context.coordinates?.latitude === FIX.latitude && context.coordinates.longitude === FIX.longitude && context.failure === null;
  return true;
}

describe('the store form follows the storeSetup machine', () => {
  useFakeClock();
  const { geolocation } = navigator;

  beforeEach(() => {
    for (const answer of answers) answer.reset();
    positionRequests = [];
    reverseAsked = 0;
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: (found: PositionCallback) => positionRequests.push(found) }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    server.use(
      http.get(apiUrl('/geo/countries'), ({ request }) => (new URL(request.url).searchParams.get('states') === 'none' ? countryNames.next() : oneCountry.next())),
      http.get(apiUrl('/geo/cities'), () => cities.next()),
      http.get(apiUrl('/geo/search'), () => {
        const suggestion = offeredSuggestion;
        offeredSuggestion = undefined;
        return suggestion ? HttpResponse.json({ results: [suggestion] }) : located.next();
      }),
      http.get(apiUrl('/geo/reverse'), () => {
        reverseAsked += 1;
        return reverse.next();
      }),
      http.post(apiUrl('/location/update'), () => HttpResponse.json({ response: 'successful', message: MESSAGES.locationUpdated, ...FIX, location_updated_at: '2026-01-01T00:00:00.000Z' })),
      http.post(apiUrl('/updatedata'), () => saved.next()),
    );
  });

  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(storeSetupMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel({ ...storeSetupModel, filterEvents: offered }, walkPath, { reachable, neverShown: ['storeSetup.cities.deciding'] });
    // About 2 minutes beside four other engineers' runs: 212 paths.
  }, 300_000);
});
