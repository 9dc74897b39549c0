import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { LocationContext } from '../../src/machines/location';
import { expectFullCoverage, replayJourney } from './harness';
import { HERE, locationEventFixtures, locationModel, locationOutputFixtures, locationSystemEvents, locationVariants } from './location.model';

const request = locationEventFixtures['location.requested'][0];
const find = (matches: (event: AnyEventObject) => boolean): AnyEventObject => {
  const found = locationSystemEvents.find(matches);
  if (!found) throw new Error('no such system event');
  return found;
};
const answerIn = (state: string, index: number) =>
  find((event) => event.type.startsWith('xstate.done.actor.') && event.type.endsWith(state) && event.output === locationOutputFixtures.getPosition[index]);
/** getPosition answers: found, outside the globe, denied, unavailable, timeout. */
const lowAccuracy = (answer: number) => answerIn('lowAccuracy', answer);
const highAccuracy = (answer: number) => answerIn('highAccuracy', answer);
const named = find((event) => event.type.startsWith('xstate.done.actor.') && event.type.includes('naming'));
const saved = find((event) => event.type.startsWith('xstate.done.actor.') && event.type.includes('saving'));
const timer = (name: string) => find((event) => event.type.startsWith(`xstate.after.${name}.`));
const firstDeadline = timer('firstAttemptTimeout');
const retryDeadline = timer('retryTimeout');
const guideDelay = timer('locationGuideDelay');

describe('location machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(locationModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; variant: keyof typeof locationVariants; events: AnyEventObject[]; value: unknown; context: Partial<LocationContext> }> = [
      {
        name: 'a position at once is named and saved',
        variant: 'desktop',
        events: [request, lowAccuracy(0), named, saved],
        value: { set: { place: 'named', report: 'saved' } },
        context: { fix: HERE, error: null },
      },
      {
        name: 'nothing in 15 s, then the precise retry finds it',
        variant: 'desktop',
        events: [request, firstDeadline, highAccuracy(0)],
        value: { set: { place: 'naming', report: 'saving' } },
        context: { fix: HERE },
      },
      {
        name: 'the retry times out too',
        variant: 'phoneVisitor',
        events: [firstDeadline, retryDeadline],
        value: { idle: 'failed' },
        context: { error: MESSAGES.locationTimedOut },
      },
      {
        name: 'a denial is final and the guide follows',
        variant: 'phoneVisitor',
        events: [lowAccuracy(2), guideDelay],
        value: { idle: 'failed' },
        context: { error: MESSAGES.locationDeniedMobile },
      },
      {
        name: 'an unsupported browser is told so',
        variant: 'unsupported',
        events: [request],
        value: { idle: 'failed' },
        context: { error: MESSAGES.geolocationUnsupported },
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(locationModel, locationVariants[pinned.variant], pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
