import { describe, expect, it } from 'vitest';
import { selectNearbyPhase, selectOrigin, selectRadius, selectVendorsByDistance, type NearbySnapshot } from '../../src/machines/nearby';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { nearbyEventFixtures as fixtures, nearbyModel, nearbySystemEvents, nearbyVariants } from './nearby.model';

const found = systemEvent(nearbySystemEvents, 'xstate.done.actor.', 0);
const nothing = systemEvent(nearbySystemEvents, 'xstate.done.actor.', 1);
const placed = systemEvent(nearbySystemEvents, 'xstate.done.actor.', 2);
const failed = systemEvent(nearbySystemEvents, 'xstate.error.actor.', 0);
const [here] = fixtures['origin.found'];
const [noPosition] = fixtures['location.failed'];
const [ikeja] = fixtures['profile.cityKnown'];
const [wider] = fixtures['radius.changed'];
const shown = (snapshot: NearbySnapshot) => ({
  phase: selectNearbyPhase(snapshot),
  centre: selectOrigin(snapshot)?.label ?? null,
  radius: selectRadius(snapshot),
  vendors: selectVendorsByDistance(snapshot).length,
});

describe('nearby machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(nearbyModel);
  }, 120_000);

  const journeys = [
    { name: 'the position finds vendors around it', variant: nearbyVariants.visitor, events: [here, found], shown: { phase: 'loaded', centre: 'your current location', radius: 10, vendors: 1 } },
    { name: 'nothing near is not a failure', variant: nearbyVariants.visitor, events: [here, nothing], shown: { phase: 'empty', centre: 'your current location', radius: 10, vendors: 0 } },
    { name: 'a failure can be retried', variant: nearbyVariants.visitor, events: [here, failed, ...fixtures['retry.clicked']], shown: { phase: 'loading', centre: 'your current location', radius: 10, vendors: 0 } },
    { name: 'without a position a visitor picks a place', variant: nearbyVariants.visitor, events: [noPosition], shown: { phase: 'choosingPlace', centre: null, radius: 10, vendors: 0 } },
    { name: 'a member is centred on the profile city', variant: nearbyVariants.member, events: [noPosition, placed], shown: { phase: 'loading', centre: 'Ikeja, Lagos, Nigeria', radius: 10, vendors: 0 } },
    { name: "details that arrive late bring the member's city", variant: nearbyVariants.visitor, events: [noPosition, ikeja, placed], shown: { phase: 'loading', centre: 'Ikeja, Lagos, Nigeria', radius: 10, vendors: 0 } },
    { name: 'a new radius reloads and is kept', variant: nearbyVariants.visitor, events: [here, found, wider], shown: { phase: 'loading', centre: 'your current location', radius: 50, vendors: 0 } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(nearbyModel, journey.variant, journey.events);
      expect(shown(path.state as NearbySnapshot)).toEqual(journey.shown);
    });
  }
});
