/**
 * The current location follows the location machine on the two screens that ask for it: the store form
 * (Use Current Location, for a signed-in owner on a desktop, a browser without geolocation and an insecure
 * page) and the Nearby page of a visitor on a phone, which asks at once. The browser's position is a fake
 * geolocation answered when the path says (a position, one outside the globe, or the browser's three
 * refusals); a new request is Use Current Location (or Use my location) clicked; the deadlines and the
 * setup guide's pause are the fake clock; the place's name is msw's answer to GET /geo/reverse and the saved
 * location its answer to POST /location/update, released step by step. After every step the screen shows
 * the button, the location's problem and the position the step's state says.
 */
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DURATIONS, MESSAGES, type AddressSuggestion } from '../../src/contract';
import { locationMachine, type LocationInput, type LocationSnapshot, type PositionOutcome } from '../../src/machines/location';
import { firstAttemptTimeout, retryTimeout } from '../../src/machines/location/location.rules';
import { clearSession } from '../../src/services/cookies';
import { NearbyScreen } from '../../src/ui/screens/nearby/NearbyScreen';
import { StoreForm } from '../../src/ui/screens/settings/marketplace/StoreForm';
import { OWNER } from '../fixtures/store';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { locationModel } from './location.model';
import { signInAlice, useFakeClock } from './settings.walk';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, transient } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type Shown = 'store' | 'nearby';
let shown: Shown = 'store';

const LABELS: Record<Shown, string> = { store: 'Use Current Location', nearby: 'Use my location' };
const locationButton = () => screen.getByRole('button', { name: new RegExp(`${LABELS[shown]}|Getting location`) });
const problem = () => document.querySelector(shown === 'store' ? '[data-part="location-error"]' : '[data-part="location-problem"]');
const coordinates = () => document.querySelector('[data-part="coordinates"]');

/** Nothing asked, or the last request answered without a position: the button offered, the problem (if any) under it. */
function expectOffered(snapshot: LocationSnapshot): void {
  expect(locationButton()).toHaveTextContent(LABELS[shown]);
  expect(locationButton()).toBeEnabled();
  if (snapshot.context.error) expect(problem()).toHaveTextContent(snapshot.context.error);
  else expect(problem()).toBeNull();
}

function expectAsking(): void {
  expect(locationButton()).toHaveTextContent('Getting location...');
  expect(locationButton()).toBeDisabled();
}

/** The position found: the store form shows its coordinates, the Nearby page looks around it. */
function expectSet(snapshot: LocationSnapshot): void {
  expect(locationButton()).toBeEnabled();
  const fix = snapshot.context.fix;
  if (shown === 'nearby') expect(screen.getByText('Showing results near your current location.')).toBeInTheDocument();
  else expect(coordinates()).toHaveTextContent(`Location set: ${fix?.latitude.toFixed(5)}, ${fix?.longitude.toFixed(5)}`);
}

/** The place named: the store form's state and city are the place's (the Nearby page keeps saying 'your current location'). */
function expectNamed(snapshot: LocationSnapshot): void {
  expectSet(snapshot);
  if (shown === 'nearby') return;
  const place = snapshot.context.place;
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue(place?.address.state ?? '');
}

const leafAssertions: Record<string, (snapshot: LocationSnapshot) => void> = {
  'location.idle.ready': expectOffered,
  'location.idle.failed': expectOffered,
  // The denial is written under the button; the setup guide follows it as a toast.
  'location.idle.denied': expectOffered,
  'location.getting.lowAccuracy': expectAsking,
  'location.getting.highAccuracy': expectAsking,
  'location.set.place.naming': expectSet,
  'location.set.place.named': expectNamed,
  // No known place near the position: the coordinates alone serve.
  'location.set.place.unnamed': expectSet,
  // Saving the last known location shows nothing but its toast.
  'location.set.report.deciding': transient('location.set.report.deciding'),
  'location.set.report.saving': expectSet,
  'location.set.report.saved': expectSet,
  'location.set.report.unsaved': expectSet,
  'location.set.report.skipped': expectSet,
};

// ---------------------------------------------------------------------------
// The browser (its geolocation, platform and security) and the server.

let positionRequests: Array<{ found: PositionCallback; failed?: PositionErrorCallback | null }> = [];
const ERROR_CODES = { denied: 1, unavailable: 2, timeout: 3 } as const;

/** The browser the variant says: geolocation or none, a secure page or not, a phone or a desktop. */
function installBrowser({ supported, secure, platform }: LocationInput): void {
  const geolocation = supported ? { getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => positionRequests.push({ found, failed }) } : undefined;
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  Object.defineProperty(navigator, 'userAgent', { value: platform === 'android' ? phone : 'Mozilla/5.0 (X11; Linux x86_64) jsdom', configurable: true });
}

const reverse = standingAnswer();
const update = standingAnswer();
const positionIds = invokeIds(locationMachine, 'getPosition');
const placeIds = invokeIds(locationMachine, 'describePlace');

/** Answers the request the screen made, after Use Current Location when it made none. */
async function answerPosition(user: UserEvent, outcome: PositionOutcome): Promise<void> {
  if (positionRequests.length === 0) await underFakeClock(user.click(locationButton()));
  const request = positionRequests.shift();
  if (!request) throw new Error('the screen asked for no position');
  await act(async () => {
    if (outcome.ok) request.found({ coords: outcome.position } as GeolocationPosition);
    else request.failed?.({ code: ERROR_CODES[outcome.reason as keyof typeof ERROR_CODES], message: outcome.reason } as GeolocationPositionError);
  });
}

let support: LocationInput = locationModel.variants[0]?.input as LocationInput;

function delayOf(type: string): number {
  if (type.includes('firstAttemptTimeout')) return firstAttemptTimeout(support);
  if (type.includes('retryTimeout')) return retryTimeout(support);
  return DURATIONS.locationGuideDelay;
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const actorId = String(event.actorId);
  if (event.type.startsWith('xstate.done.actor.') && positionIds.includes(actorId)) return answerPosition(user, event.output as PositionOutcome);
  if (event.type.startsWith('xstate.done.actor.') && placeIds.includes(actorId)) return reverse.release(() => HttpResponse.json(event.output as AddressSuggestion));
  if (event.type.startsWith('xstate.error.actor.') && placeIds.includes(actorId)) return reverse.release(refusal({ status: 404, message: MESSAGES.serverError }));
  if (event.type.startsWith('xstate.done.actor.')) return update.release(() => HttpResponse.json(event.output as Record<string, unknown>));
  if (event.type.startsWith('xstate.error.actor.')) return update.release(refusal({ status: 500, message: MESSAGES.serverError }));
  reverse.hold();
  update.hold();
  if (event.type.startsWith('xstate.after.')) {
    return act(async () => {
      await vi.advanceTimersByTimeAsync(delayOf(event.type));
    });
  }
  // location.requested: a new request of the button, answered by the path's next step.
  return underFakeClock(user.click(locationButton()));
}

const { walkPath } = screenWalk<LocationSnapshot>({
  machine: locationMachine,
  leafAssertions,
  perform,
  reset: () => {
    reverse.reset();
    update.reset();
    positionRequests = [];
  },
  render: (variant) => {
    support = variant.input as LocationInput;
    installBrowser(support);
    shown = support.requestAtStart ? 'nearby' : 'store';
    if (shown === 'nearby') {
      clearSession();
      renderScreen({ path: '/nearby', element: <NearbyScreen />, entry: '/nearby', elsewhere: {} });
    } else {
      signInAlice();
      renderScreen({ path: '/settings/marketplace', element: <StoreForm input={{ marketInfo: null, owner: OWNER }} label="Store" />, entry: '/settings/marketplace', elsewhere: {} });
    }
  },
});

/** The browser never fails a request other than by its three refusals (the actor turns them into outcomes). */
const reachable = (path: { steps: { event: AnyEventObject }[] }) =>
  !path.steps.some((step) => step.event.type.startsWith('xstate.error.actor.') && positionIds.includes(String(step.event.actorId)));

/** Use Current Location is offered only while no request is under way. */
const offered = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => event.type !== 'location.requested' || !snapshot.matches('getting');

describe('the current location follows the location machine', () => {
  useFakeClock();
  const { geolocation, userAgent } = navigator;

  beforeEach(() => {
    reverse.reset();
    update.reset();
    positionRequests = [];
    server.use(
      http.get(apiUrl('/geo/reverse'), () => reverse.next()),
      http.post(apiUrl('/location/update'), () => update.next()),
      http.get(apiUrl('/geo/cities'), () => HttpResponse.json({ error: false, msg: 'cities retrieved', data: [], cities: [] })),
      http.get(apiUrl('/nearby/vendors'), () => HttpResponse.json({ results: [], page: 1, per_page: 20, has_next: false, radius: 10 })),
      http.get(apiUrl('/nearby/products'), () => HttpResponse.json({ results: [], page: 1, per_page: 20, has_next: false, radius: 10 })),
    );
  });

  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(locationMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel({ ...locationModel, filterEvents: offered }, walkPath, { reachable, neverShown: ['location.set.report.deciding'] });
  }, 120_000);
});
