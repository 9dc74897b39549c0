/**
 * The Nearby page follows the nearby machine: the graph's paths are replayed on
 * the rendered NearbyScreen, for a visitor and for Alice from Ikeja (rendered
 * once her details are known, so her city is the actor's input). The browser's
 * position is a fake geolocation answered when the path says (found, or
 * refused); a position found after the first is asked for with Use my location;
 * a city for Alice is new details from the server, which auth is asked to
 * reload; a radius is its radio; Try Again is clicked. The lists are msw's
 * answers to GET /nearby/vendors and /nearby/products, the profile city on the
 * map its answer to GET /geo/search, released step by step. After every step the
 * page shows the centre, the location problem, the radius and the results or
 * the notice the step's state says.
 */
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { LIMITS, MESSAGES, type AddressSuggestion } from '../../src/contract';
import { selectCurrentUser } from '../../src/machines/auth';
import { nearbyMachine, type NearbyContext, type NearbyEvent, type NearbyInput, type NearbyResults, type NearbySnapshot } from '../../src/machines/nearby';
import { clearSession } from '../../src/services/cookies';
import { useAuthRef, useAuthSelector } from '../../src/ui/app/AppActor';
import { NearbyScreen } from '../../src/ui/screens/nearby/NearbyScreen';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { nearbyModel } from './nearby.model';
import { aliceDetails, signInAlice, useFakeClock } from './settings.walk';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type LeafAssertion = (snapshot: NearbySnapshot, running: NearbySnapshot) => void;

const originLine = () => document.querySelector('[data-part="origin"]');
const pending = () => screen.queryByRole('status');

/** The centre, the problem (the running actor's words: the page's location actor says why), the radius. */
function expectControls(snapshot: NearbySnapshot, running: NearbySnapshot, looking: string): void {
  const { origin, radius } = snapshot.context;
  expect(originLine()).toHaveTextContent(origin ? `Showing results near ${origin.label}.` : looking);
  const problem = running.context.locationProblem;
  const alert = document.querySelector('[data-part="location-problem"]');
  if (problem && origin?.label !== 'your current location') expect(alert).toHaveTextContent(problem);
  else expect(alert).toBeNull();
  for (const km of LIMITS.serviceRadiusOptionsKm) expect(screen.getByRole('radio', { name: `${km} km` })).toHaveProperty('checked', km === radius);
}

const leafAssertions: Record<string, LeafAssertion> = {
  'nearby.locating': (snapshot, running) => {
    expectControls(snapshot, running, 'Finding your location...');
    expect(pending()).toHaveAccessibleName('Finding your location...');
  },
  'nearby.findingProfileCity': (snapshot, running) => {
    expectControls(snapshot, running, 'Choose where to look.');
    expect(pending()).toHaveAccessibleName('Finding your location...');
  },
  'nearby.choosingPlace': (snapshot, running) => {
    expectControls(snapshot, running, 'Choose where to look.');
    expect(screen.getByText('Search a city or address above to see what is near it.')).toBeInTheDocument();
  },
  'nearby.loading': (snapshot, running) => {
    expectControls(snapshot, running, '');
    expect(pending()).toHaveAccessibleName('Loading what is near you...');
  },
  'nearby.loaded': (snapshot, running) => {
    expectControls(snapshot, running, '');
    const vendors = screen.getByRole('region', { name: /^Vendors/ });
    expect(vendors).toHaveAccessibleName(`Vendors (${snapshot.context.vendors.length})`);
    expect(screen.getByRole('region', { name: /^Products and services/ })).toHaveAccessibleName(`Products and services (${snapshot.context.products.length})`);
  },
  'nearby.empty': (snapshot, running) => {
    expectControls(snapshot, running, '');
    const { radius, origin } = snapshot.context;
    expect(screen.getByText(`No vendors or products within ${radius} km of ${origin?.label ?? 'this place'}. Try a larger radius.`)).toBeInTheDocument();
  },
  'nearby.failed': (snapshot, running) => {
    expectControls(snapshot, running, '');
    expect(screen.getByText(MESSAGES.nearbyLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------
// The browser's position, the server and Alice's details.

/** The position requests waiting for the path to answer them. */
let positionRequests: Array<{ found: PositionCallback; failed?: PositionErrorCallback | null }> = [];

function installGeolocation(): void {
  const geolocation = { getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => positionRequests.push({ found, failed }) };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

const vendors = standingAnswer();
const products = standingAnswer();
const search = standingAnswer();
const loadIds = invokeIds(nearbyMachine, 'loadNearby');

/** Alice's city as the server holds it, and the app's auth actor that reloads her details. */
let aliceCity = '';
let askAuthToReload: () => void = () => undefined;

function AuthReloader() {
  const auth = useAuthRef();
  askAuthToReload = () => auth.send({ type: 'currentUser.refreshRequested' });
  return null;
}

/** Alice's page opens once her details are known, so her city is the actor's input. */
function OnceDetailsKnown() {
  const known = useAuthSelector((snapshot) => selectCurrentUser(snapshot) !== null);
  return known ? <NearbyScreen /> : null;
}

const page = (results: unknown[]) => () => HttpResponse.json({ results, page: 1, per_page: 20, has_next: false, radius: 10 });

async function answerPosition(user: UserEvent, answer: (request: (typeof positionRequests)[number]) => void): Promise<void> {
  if (positionRequests.length === 0) await underFakeClock(user.click(screen.getByRole('button', { name: /Use my location/ })));
  const request = positionRequests.shift();
  if (!request) throw new Error('the page asked for no position');
  await act(async () => answer(request));
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.') && loadIds.includes(String(event.actorId))) {
    const results = event.output as NearbyResults;
    vendors.release(page(results.vendors));
    return products.release(page(results.products));
  }
  if (event.type.startsWith('xstate.error.actor.') && loadIds.includes(String(event.actorId))) {
    vendors.release(refusal({ status: 503, message: 'down' }));
    return products.release(refusal({ status: 503, message: 'down' }));
  }
  if (event.type.startsWith('xstate.done.actor.')) {
    const place = event.output as AddressSuggestion | null;
    return search.release(() => HttpResponse.json({ results: place ? [place] : [] }));
  }
  if (event.type.startsWith('xstate.error.actor.')) return search.release(refusal({ status: 500, message: MESSAGES.serverError }));
  vendors.hold();
  products.hold();
  search.hold();
  const nearbyEvent = event as NearbyEvent;
  switch (nearbyEvent.type) {
    case 'origin.found': {
      const { latitude, longitude } = nearbyEvent.origin;
      return answerPosition(user, ({ found }) => found({ coords: { latitude, longitude, accuracy: 20 } } as GeolocationPosition));
    }
    case 'location.failed':
      return answerPosition(user, ({ failed }) => failed?.({ code: 1, message: 'refused' } as GeolocationPositionError));
    case 'profile.cityKnown':
      aliceCity = nearbyEvent.city;
      return act(() => askAuthToReload());
    case 'radius.changed':
      return underFakeClock(user.click(screen.getByRole('radio', { name: `${nearbyEvent.radius} km` })));
    case 'retry.clicked':
      return underFakeClock(user.click(screen.getByRole('button', { name: 'Try Again' })));
  }
}

const { walkPath } = screenWalk<NearbySnapshot>({
  machine: nearbyMachine,
  leafAssertions,
  perform,
  reset: () => {
    for (const answer of [vendors, products, search]) answer.reset();
    positionRequests = [];
  },
  render: (variant) => {
    installGeolocation();
    const { profileCity } = variant.input as NearbyInput;
    if (profileCity) {
      aliceCity = profileCity;
      signInAlice();
      server.use(http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: aliceDetails({ city: aliceCity }) })));
    } else {
      clearSession();
    }
    const element = profileCity ? <OnceDetailsKnown /> : <NearbyScreen />;
    renderScreen({ path: '/nearby', element: <><AuthReloader />{element}</>, entry: '/nearby', elsewhere: {} });
  },
});

/** A city becomes known only for a member (a visitor has no details to reload), and the page tells only a changed one. */
const pageModel = {
  ...nearbyModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const { profileCity } = snapshot.context as NearbyContext;
    return event.type !== 'profile.cityKnown' || (profileCity !== '' && event.city !== profileCity);
  },
};

describe('the Nearby page follows the nearby machine', () => {
  useFakeClock();

  beforeEach(() => {
    for (const answer of [vendors, products, search]) answer.reset();
    positionRequests = [];
    server.use(
      http.get(apiUrl('/nearby/vendors'), () => vendors.next()),
      http.get(apiUrl('/nearby/products'), () => products.next()),
      http.get(apiUrl('/geo/search'), () => search.next()),
      http.get(apiUrl('/geo/reverse'), () => HttpResponse.json({ results: [] })),
      http.post(apiUrl('/location/update'), () => HttpResponse.json({ response: 'successful', message: MESSAGES.locationUpdated })),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(nearbyMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(pageModel, walkPath, { reachable: () => true });
  }, 60_000);
});
