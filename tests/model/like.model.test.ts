import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { shownCount, shownLiked, type LikeContext } from '../../src/machines/like';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { likeEventFixtures, likeModel, likeSystemEvents, likeVariants } from './like.model';

const [press, visitorPress] = likeEventFixtures['like.toggled'];
const likedAnswer = systemEvent(likeSystemEvents, 'xstate.done.actor.sendLike', 0);
const unlikedAnswer = systemEvent(likeSystemEvents, 'xstate.done.actor.sendLike', 1);
const networkBack = systemEvent(likeSystemEvents, 'xstate.done.actor.waitForNetwork');
const failure = systemEvent(likeSystemEvents, 'xstate.error.actor.', 0);
const failureOffline = systemEvent(likeSystemEvents, 'xstate.error.actor.', 1);

describe('like machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(likeModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{
      name: string;
      variant: keyof typeof likeVariants;
      events: AnyEventObject[];
      value: unknown;
      shown: { liked: boolean; count: number };
    }> = [
      { name: 'a like shows at once', variant: 'notLiked', events: [press], value: { sending: 'alone' }, shown: { liked: true, count: 4 } },
      { name: 'the server agrees', variant: 'notLiked', events: [press, likedAnswer], value: 'idle', shown: { liked: true, count: 4 } },
      {
        name: 'four quick presses send one request and queue the last wish',
        variant: 'notLiked',
        events: [press, press, press, press],
        value: { sending: 'queued' },
        shown: { liked: false, count: 3 },
      },
      {
        name: 'a fifth press matches what is in flight: nothing stays queued',
        variant: 'notLiked',
        events: [press, press, press, press, press],
        value: { sending: 'alone' },
        shown: { liked: true, count: 4 },
      },
      {
        name: 'the queued unlike goes out after the like lands',
        variant: 'notLiked',
        events: [press, press, likedAnswer],
        value: { sending: 'alone' },
        shown: { liked: false, count: 3 },
      },
      { name: 'a failure reverts', variant: 'notLiked', events: [press, press, failure], value: 'idle', shown: { liked: false, count: 3 } },
      {
        name: 'a like lost offline stays shown and waits for the network',
        variant: 'notLiked',
        events: [press, failureOffline],
        value: 'waitingForNetwork',
        shown: { liked: true, count: 4 },
      },
      {
        name: 'an unlike while waiting moves the overlay back',
        variant: 'notLiked',
        events: [press, failureOffline, press],
        value: 'waitingForNetwork',
        shown: { liked: false, count: 3 },
      },
      {
        name: 'the network back sends the last wish',
        variant: 'notLiked',
        events: [press, failureOffline, networkBack],
        value: { sending: 'alone' },
        shown: { liked: true, count: 4 },
      },
      {
        name: 'and the server agrees',
        variant: 'notLiked',
        events: [press, failureOffline, networkBack, likedAnswer],
        value: 'idle',
        shown: { liked: true, count: 4 },
      },
      { name: 'a visitor changes nothing', variant: 'notLiked', events: [visitorPress], value: 'idle', shown: { liked: false, count: 3 } },
      { name: 'unliking at 0 stays at 0', variant: 'likedAtZero', events: [press], value: { sending: 'alone' }, shown: { liked: false, count: 0 } },
      { name: 'unlike lands', variant: 'likedAtZero', events: [press, unlikedAnswer], value: 'idle', shown: { liked: false, count: 3 } },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(likeModel, likeVariants[pinned.variant], pinned.events);
        const context = path.state.context as LikeContext;
        expect(path.state.value).toEqual(pinned.value);
        expect({ liked: shownLiked(context), count: shownCount(context) }).toEqual(pinned.shown);
      });
    }
  });
});
