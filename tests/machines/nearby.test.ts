import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES, type AddressSuggestion } from '../../src/contract';
import {
  nearbyMachine,
  selectLocationProblem,
  selectNearbyPhase,
  selectOrigin,
  selectRadius,
  type NearbyRequest,
  type NearbyResults,
} from '../../src/machines/nearby';
import { IKEJA, nearbyProductOf, nearbyVendorOf } from '../fixtures/store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const HERE = { latitude: 6.6, longitude: 3.35, label: 'your current location' };
const SOME: NearbyResults = { vendors: [nearbyVendorOf('mama_nkechi')], products: [nearbyProductOf(1, 1.2)] };

function start(
  load: (request: NearbyRequest) => Promise<NearbyResults> = async () => SOME,
  find: (query: string) => Promise<AddressSuggestion | null> = async () => IKEJA,
  profileCity = '',
) {
  const requests: NearbyRequest[] = [];
  const searched: string[] = [];
  const machine = nearbyMachine.provide({
    actors: {
      loadNearby: fromPromise<NearbyResults, NearbyRequest>(({ input }) => {
        requests.push(input);
        return load(input);
      }),
      findPlace: fromPromise<AddressSuggestion | null, { query: string }>(({ input }) => {
        searched.push(input.query);
        return find(input.query);
      }),
    },
  });
  const actor = createActor(machine, { input: { profileCity } });
  actor.start();
  return { actor, requests, searched };
}

describe('nearby machine', () => {
  it('loads vendors and products within 10 km of the current location', async () => {
    const { actor, requests } = start();
    expect(selectNearbyPhase(actor.getSnapshot())).toBe('locating');
    actor.send({ type: 'origin.found', origin: HERE });
    expect(selectNearbyPhase(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(requests).toEqual([{ origin: HERE, radius: 10 }]);
    expect(selectNearbyPhase(actor.getSnapshot())).toBe('loaded');
    expect(actor.getSnapshot().context.vendors).toEqual(SOME.vendors);
  });

  it('reloads for a new radius and keeps it for a new centre', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'radius.changed', radius: 50 });
    expect(selectNearbyPhase(actor.getSnapshot())).toBe('locating');
    actor.send({ type: 'origin.found', origin: HERE });
    await settle();
    actor.send({ type: 'radius.changed', radius: 100 });
    await settle();
    expect(requests.map((request) => request.radius)).toEqual([50, 100]);
    expect(selectRadius(actor.getSnapshot())).toBe(100);
  });

  it('falls back to the profile city when the browser gives no position', async () => {
    const { actor, requests, searched } = start(undefined, undefined, 'Ikeja');
    actor.send({ type: 'location.failed', message: MESSAGES.locationDeniedDesktop });
    expect(selectNearbyPhase(actor.getSnapshot())).toBe('locating');
    await settle();
    expect(searched).toEqual(['Ikeja']);
    expect(selectOrigin(actor.getSnapshot())).toEqual({ latitude: IKEJA.lat, longitude: IKEJA.lon, label: IKEJA.display_name });
    expect(requests).toHaveLength(1);
    expect(selectLocationProblem(actor.getSnapshot())).toBe(MESSAGES.locationDeniedDesktop);
  });

  it('asks for a place without a profile city, or when it cannot be found', async () => {
    const visitor = start();
    visitor.actor.send({ type: 'location.failed', message: MESSAGES.locationTimedOut });
    expect(selectNearbyPhase(visitor.actor.getSnapshot())).toBe('choosingPlace');
    const unknownCity = start(undefined, async () => null, 'Atlantis');
    unknownCity.actor.send({ type: 'location.failed', message: MESSAGES.locationTimedOut });
    await settle();
    expect(selectNearbyPhase(unknownCity.actor.getSnapshot())).toBe('choosingPlace');
    unknownCity.actor.send({ type: 'origin.found', origin: HERE });
    await settle();
    expect(selectNearbyPhase(unknownCity.actor.getSnapshot())).toBe('loaded');
  });

  it('turns to the profile city when the details arrive after the refusal', async () => {
    const { actor, searched } = start();
    actor.send({ type: 'location.failed', message: MESSAGES.locationDeniedDesktop });
    actor.send({ type: 'profile.cityKnown', city: '' });
    expect(selectNearbyPhase(actor.getSnapshot())).toBe('choosingPlace');
    actor.send({ type: 'profile.cityKnown', city: 'Ikeja' });
    await settle();
    expect(searched).toEqual(['Ikeja']);
    expect(selectNearbyPhase(actor.getSnapshot())).toBe('loaded');
  });

  it('tells nothing nearby from a failure, and retries a failure', async () => {
    const empty = start(async () => ({ vendors: [], products: [] }));
    empty.actor.send({ type: 'origin.found', origin: HERE });
    await settle();
    expect(selectNearbyPhase(empty.actor.getSnapshot())).toBe('empty');
    let fail = true;
    const failing = start(async () => {
      if (fail) throw new Error('offline');
      return SOME;
    });
    failing.actor.send({ type: 'origin.found', origin: HERE });
    await settle();
    expect(selectNearbyPhase(failing.actor.getSnapshot())).toBe('failed');
    fail = false;
    failing.actor.send({ type: 'retry.clicked' });
    await settle();
    expect(selectNearbyPhase(failing.actor.getSnapshot())).toBe('loaded');
  });
});
