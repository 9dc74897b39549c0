/** The model of the location machine: the two attempts with their deadlines, every refusal, naming and saving. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { locationActors, locationMachine, type LocationContext, type LocationEvent, type PositionOutcome } from '../../src/machines/location';
import { IKEJA } from '../fixtures/store';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';

export const HERE = { latitude: 6.6018, longitude: 3.3515, accuracy: 25 };

export const locationEventFixtures = {
  'location.requested': [{ type: 'location.requested' }],
} satisfies EventFixtures<LocationEvent>;

/** Every answer the browser can give: a position, one outside the globe, and its three refusals. */
const positions: readonly [PositionOutcome, ...PositionOutcome[]] = [
  { ok: true, position: HERE },
  { ok: true, position: { latitude: 91, longitude: 3, accuracy: 10 } },
  { ok: false, reason: 'denied' },
  { ok: false, reason: 'unavailable' },
  { ok: false, reason: 'timeout' },
];

export const locationOutputFixtures = {
  getPosition: positions,
  describePlace: [IKEJA],
  reportLocation: [{ response: 'successful', message: 'Location updated successfully!', latitude: HERE.latitude, longitude: HERE.longitude, location_updated_at: '2026-01-01T00:00:00.000Z' }],
} satisfies OutputFixtures<typeof locationActors>;

export const locationSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof locationActors.getPosition>(locationMachine, 'getPosition', locationOutputFixtures.getPosition),
  ...doneEvents<typeof locationActors.describePlace>(locationMachine, 'describePlace', locationOutputFixtures.describePlace),
  ...doneEvents<typeof locationActors.reportLocation>(locationMachine, 'reportLocation', locationOutputFixtures.reportLocation),
  ...errorEvents(locationMachine, 'getPosition'),
  ...errorEvents(locationMachine, 'describePlace'),
  ...errorEvents(locationMachine, 'reportLocation'),
  ...timerEvents(locationMachine),
];

export const locationVariants = {
  desktop: { name: 'a signed-in desktop user', input: { supported: true, secure: true, platform: 'desktop', reportToServer: true } },
  phoneVisitor: { name: 'a visitor on a phone, asked at once', input: { supported: true, secure: true, platform: 'android', reportToServer: false, requestAtStart: true } },
  unsupported: { name: 'a browser without geolocation', input: { supported: false, secure: true, platform: 'desktop', reportToServer: true } },
  insecure: { name: 'an insecure page', input: { supported: true, secure: false, platform: 'desktop', reportToServer: true } },
} satisfies Record<string, ModelVariant>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as LocationContext;

export const locationModel: MachineModel = {
  name: 'location',
  machine: locationMachine,
  variants: Object.values(locationVariants),
  events: [...fixtureEvents<LocationEvent>(locationEventFixtures), ...locationSystemEvents],
  serialize: (snapshot) => {
    const { fix, place, error } = context(snapshot);
    return JSON.stringify({ value: snapshot.value, fix: fix !== null, place: place?.display_name ?? null, error });
  },
};
