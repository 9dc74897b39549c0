/** The model of the Nearby page: the position or its fallbacks (profile city, a picked place), radius, results, failures. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { nearbyActors, nearbyMachine, type NearbyContext, type NearbyEvent } from '../../src/machines/nearby';
import { IKEJA, nearbyProductOf, nearbyVendorOf } from '../fixtures/store';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const HERE = { latitude: 6.6, longitude: 3.35, label: 'your current location' };

export const nearbyEventFixtures = {
  'origin.found': [{ type: 'origin.found', origin: HERE }],
  'location.failed': [{ type: 'location.failed', message: 'Location permission denied' }],
  'profile.cityKnown': [
    { type: 'profile.cityKnown', city: 'Ikeja' },
    { type: 'profile.cityKnown', city: ' ' },
  ],
  // One the page offers (LIMITS.serviceRadiusOptionsKm).
  'radius.changed': [{ type: 'radius.changed', radius: 50 }],
  'retry.clicked': [{ type: 'retry.clicked' }],
} satisfies EventFixtures<NearbyEvent>;

export const nearbyOutputFixtures = {
  loadNearby: [
    { vendors: [nearbyVendorOf('mama_nkechi')], products: [nearbyProductOf(1, 1.2)] },
    { vendors: [], products: [] },
  ],
  findPlace: [IKEJA, null],
} satisfies OutputFixtures<typeof nearbyActors>;

export const nearbySystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof nearbyActors.loadNearby>(nearbyMachine, 'loadNearby', nearbyOutputFixtures.loadNearby),
  ...errorEvents(nearbyMachine, 'loadNearby'),
  ...doneEvents<typeof nearbyActors.findPlace>(nearbyMachine, 'findPlace', nearbyOutputFixtures.findPlace),
  ...errorEvents(nearbyMachine, 'findPlace'),
];

export const nearbyVariants = {
  visitor: { name: 'a visitor', input: {} },
  member: { name: 'a member from Ikeja', input: { profileCity: 'Ikeja', radius: 10 } },
} satisfies Record<string, ModelVariant>;

export const nearbyModel: MachineModel = {
  name: 'nearby',
  machine: nearbyMachine,
  variants: Object.values(nearbyVariants),
  events: [...fixtureEvents<NearbyEvent>(nearbyEventFixtures), ...nearbySystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { origin, radius, vendors, locationProblem, profileCity } = snapshot.context as NearbyContext;
    return JSON.stringify({ value: snapshot.value, origin: origin?.label ?? null, radius, vendors: vendors.length, locationProblem, profileCity });
  },
};
