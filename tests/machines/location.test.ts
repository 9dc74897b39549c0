import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import type { AddressSuggestion } from '../../src/contract';
import {
  locationMachine,
  selectIsLocating,
  selectLocationError,
  selectLocationFix,
  selectLocationPlace,
  type LocationEmitted,
  type LocationFix,
  type LocationInput,
  type PositionOutcome,
  type PositionRequest,
} from '../../src/machines/location';

const IKEJA: AddressSuggestion = {
  display_name: 'Ikeja, Lagos, Nigeria',
  lat: 6.6018,
  lon: 3.3515,
  address: { city: 'Ikeja', state: 'Lagos', country: 'Nigeria', country_code: 'ng' },
  source: 'gazetteer',
};
const HERE = { latitude: 6.6018, longitude: 3.3515, accuracy: 30 };
const desktop: LocationInput = { supported: true, secure: true, platform: 'desktop', reportToServer: true };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = <T,>() => new Promise<T>(() => undefined);

type Answer = (request: PositionRequest) => Promise<PositionOutcome>;

function start(input: LocationInput, answers: Answer[], options: { report?: () => Promise<unknown>; describe?: () => Promise<AddressSuggestion> } = {}) {
  const clock = new SimulatedClock();
  const requests: PositionRequest[] = [];
  const reported: LocationFix[] = [];
  const emitted: LocationEmitted[] = [];
  const machine = locationMachine.provide({
    actors: {
      getPosition: fromPromise<PositionOutcome, PositionRequest>(({ input: request }) => {
        requests.push(request);
        const answer = answers[requests.length - 1] ?? (() => never<PositionOutcome>());
        return answer(request);
      }),
      describePlace: fromPromise<AddressSuggestion, LocationFix>(() => (options.describe ?? (async () => IKEJA))()),
      reportLocation: fromPromise(async ({ input: fix }: { input: LocationFix }) => {
        reported.push(fix);
        await (options.report ?? (async () => undefined))();
        return { response: 'successful' as const, message: MESSAGES.locationUpdated as string, latitude: fix.latitude, longitude: fix.longitude, location_updated_at: '' };
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, requests, reported, emitted };
}

const found = (position = HERE) => async (): Promise<PositionOutcome> => ({ ok: true, position });
const failed = (reason: 'denied' | 'unavailable' | 'timeout') => async (): Promise<PositionOutcome> => ({ ok: false, reason });
const toasts = (emitted: LocationEmitted[]) => emitted.flatMap((event) => (event.type === 'toast' ? [event.message] : []));

describe('location machine', () => {
  it('asks at low accuracy first, then names the place and saves it as the last known location', async () => {
    const { actor, requests, reported, emitted } = start(desktop, [found()]);
    actor.send({ type: 'location.requested' });
    expect(selectIsLocating(actor.getSnapshot())).toBe(true);
    await settle();
    expect(requests).toEqual([{ highAccuracy: false, maximumAge: 0 }]);
    expect(selectLocationFix(actor.getSnapshot())).toEqual(HERE);
    expect(selectLocationPlace(actor.getSnapshot())).toEqual(IKEJA);
    expect(reported).toEqual([HERE]);
    expect(emitted).toContainEqual({ type: 'location.found', fix: HERE });
    expect(emitted).toContainEqual({ type: 'location.placeFound', place: IKEJA });
    expect(toasts(emitted)).toEqual([MESSAGES.locationUpdated]);
  });

  it('saves nothing for a visitor', async () => {
    const { actor, reported, emitted } = start({ ...desktop, reportToServer: false }, [found()]);
    actor.send({ type: 'location.requested' });
    await settle();
    expect(selectLocationFix(actor.getSnapshot())).toEqual(HERE);
    expect(reported).toEqual([]);
    expect(toasts(emitted)).toEqual([]);
  });

  it('retries at high accuracy with a 10 s cache after 15 s on a desktop, and times out 25 s later', async () => {
    const { actor, clock, requests, emitted } = start(desktop, []);
    actor.send({ type: 'location.requested' });
    clock.increment(DURATIONS.geolocationTimeoutDesktop - 1);
    expect(requests).toHaveLength(1);
    clock.increment(1);
    expect(requests[1]).toEqual({ highAccuracy: true, maximumAge: DURATIONS.geolocationRetryCache });
    clock.increment(DURATIONS.geolocationRetryTimeoutDesktop);
    expect(actor.getSnapshot().matches({ idle: 'failed' })).toBe(true);
    expect(selectLocationError(actor.getSnapshot())).toBe(MESSAGES.locationTimedOut);
    expect(emitted).toContainEqual({ type: 'location.failed', reason: 'timeout', message: MESSAGES.locationTimedOut });
    expect(emitted).toContainEqual({ type: 'toast', tone: 'error', message: MESSAGES.locationTimedOut, durationMs: DURATIONS.settingsErrorToast });
  });

  it('waits 30 s and then 45 s on a phone', async () => {
    const { actor, clock, requests } = start({ ...desktop, platform: 'android' }, []);
    actor.send({ type: 'location.requested' });
    clock.increment(DURATIONS.geolocationTimeoutDesktop);
    expect(requests).toHaveLength(1);
    clock.increment(DURATIONS.geolocationTimeoutMobile - DURATIONS.geolocationTimeoutDesktop);
    expect(requests).toHaveLength(2);
    clock.increment(DURATIONS.geolocationRetryTimeoutDesktop);
    expect(selectIsLocating(actor.getSnapshot())).toBe(true);
    clock.increment(DURATIONS.geolocationRetryTimeoutMobile - DURATIONS.geolocationRetryTimeoutDesktop);
    expect(selectLocationError(actor.getSnapshot())).toBe(MESSAGES.locationTimedOut);
  });

  it('retries an unavailable position at high accuracy, and reports it when that fails too', async () => {
    const { actor, requests } = start(desktop, [failed('unavailable'), failed('unavailable')]);
    actor.send({ type: 'location.requested' });
    await settle();
    expect(requests.map((request) => request.highAccuracy)).toEqual([false, true]);
    expect(selectLocationError(actor.getSnapshot())).toBe(MESSAGES.locationUnavailable);
  });

  it('finds the position on the retry', async () => {
    const { actor } = start(desktop, [failed('timeout'), found()]);
    actor.send({ type: 'location.requested' });
    await settle();
    expect(selectLocationFix(actor.getSnapshot())).toEqual(HERE);
  });

  it('does not retry a denial, and shows the setup guide 2 s later for 20 s', async () => {
    const { actor, clock, requests, emitted } = start({ ...desktop, platform: 'iphone' }, [failed('denied')]);
    actor.send({ type: 'location.requested' });
    await settle();
    expect(requests).toHaveLength(1);
    expect(selectLocationError(actor.getSnapshot())).toBe(MESSAGES.locationDeniedMobile);
    expect(toasts(emitted)).toEqual([MESSAGES.locationDeniedMobile]);
    clock.increment(DURATIONS.locationGuideDelay);
    expect(emitted.at(-1)).toEqual({ type: 'toast', tone: 'info', message: MESSAGES.locationGuideIphone, durationMs: DURATIONS.locationGuideToast });
  });

  it('words a desktop denial for the browser settings', async () => {
    const { actor, clock, emitted } = start(desktop, [failed('denied')]);
    actor.send({ type: 'location.requested' });
    await settle();
    expect(selectLocationError(actor.getSnapshot())).toBe(MESSAGES.locationDeniedDesktop);
    clock.increment(DURATIONS.locationGuideDelay);
    expect(toasts(emitted).at(-1)).toBe(MESSAGES.locationGuideDesktop);
  });

  it('refuses a position outside the globe', async () => {
    const { actor, reported } = start(desktop, [found({ latitude: 95, longitude: 3, accuracy: 10 })]);
    actor.send({ type: 'location.requested' });
    await settle();
    expect(selectLocationError(actor.getSnapshot())).toBe(MESSAGES.invalidLocationReceived);
    expect(reported).toEqual([]);
  });

  it('asks nothing without geolocation or on an insecure page', () => {
    const unsupported = start({ ...desktop, supported: false }, []);
    unsupported.actor.send({ type: 'location.requested' });
    expect(unsupported.requests).toEqual([]);
    expect(selectLocationError(unsupported.actor.getSnapshot())).toBe(MESSAGES.geolocationUnsupported);
    const insecure = start({ ...desktop, secure: false }, []);
    insecure.actor.send({ type: 'location.requested' });
    expect(insecure.requests).toEqual([]);
    expect(selectLocationError(insecure.actor.getSnapshot())).toBe(MESSAGES.locationRequiresHttps);
  });

  it('asks at once when told to, and again on request after a fix', async () => {
    const { actor, requests } = start({ ...desktop, requestAtStart: true }, [found(), found({ latitude: 9.05, longitude: 7.49, accuracy: 5 })]);
    await settle();
    expect(requests).toHaveLength(1);
    actor.send({ type: 'location.requested' });
    await settle();
    expect(selectLocationFix(actor.getSnapshot())).toEqual({ latitude: 9.05, longitude: 7.49, accuracy: 5 });
  });

  it('keeps the position when naming it or saving it fails', async () => {
    const { actor, emitted } = start(desktop, [found()], {
      describe: () => Promise.reject(new Error('404')),
      report: () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'location.requested' });
    await settle();
    expect(selectLocationFix(actor.getSnapshot())).toEqual(HERE);
    expect(selectLocationPlace(actor.getSnapshot())).toBeNull();
    expect(toasts(emitted)).toEqual([]);
  });
});
