import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES, type Post } from '../../src/contract';
import { listingStatusMachine, selectIsSold, type ListingStatusContext, type ListingStatusEmitted } from '../../src/machines/listingStatus';
import { postOf } from '../fixtures/marketplace';
import { expectFullCoverage, replayJourney } from './harness';
import { listingStatusEventFixtures, listingStatusModel, listingStatusSystemEvents, listingStatusVariants } from './listingStatus.model';

/** The answer of the change in flight in `state` (`sold` picks the fixture), or its failure. */
const answerIn = (state: string, sold?: boolean): AnyEventObject => {
  const found = listingStatusSystemEvents.find(
    (event) => event.type.endsWith(state) && (sold === undefined ? event.type.startsWith('xstate.error.') : (event.output as Post | undefined)?.sold === sold),
  );
  if (!found) throw new Error(`no answer in ${state}`);
  return found;
};
const markedSold = answerIn('markingSold', true);
const markedAvailable = answerIn('markingAvailable', false);
const toggle = listingStatusEventFixtures['sold.toggled'][0];

describe('listingStatus machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(listingStatusModel);
  });

  const journeys: Array<{ name: string; variant: keyof typeof listingStatusVariants; events: AnyEventObject[]; value: string; sold: boolean }> = [
    { name: 'marking an available post sold', variant: 'available', events: [toggle, markedSold], value: 'sold', sold: true },
    { name: 'a failed mark leaves the post available', variant: 'available', events: [toggle, answerIn('markingSold')], value: 'available', sold: false },
    { name: 'marking a sold post available again', variant: 'sold', events: [toggle, markedAvailable], value: 'available', sold: false },
    { name: 'a failed change leaves the post sold', variant: 'sold', events: [toggle, answerIn('markingAvailable')], value: 'sold', sold: true },
  ];
  for (const pinned of journeys) {
    it(pinned.name, async () => {
      const path = await replayJourney(listingStatusModel, listingStatusVariants[pinned.variant], pinned.events);
      expect(path.state.value).toBe(pinned.value);
      expect((path.state.context as ListingStatusContext).post.sold).toBe(pinned.sold);
    });
  }

  it('ignores presses while a change is sent, then tells the post as the server has it', async () => {
    const asked: boolean[] = [];
    let answer: (post: Post) => void = () => undefined;
    const machine = listingStatusMachine.provide({
      actors: {
        markPostSold: fromPromise<Post, { postId: number; sold: boolean }>(({ input }) => {
          asked.push(input.sold);
          return new Promise((resolve) => (answer = resolve));
        }),
      },
    });
    const actor = createActor(machine, { input: { post: postOf(7) } }).start();
    const told: ListingStatusEmitted[] = [];
    actor.on('*', (event) => told.push(event));
    actor.send(toggle);
    actor.send(toggle);
    expect(asked).toEqual([true]);
    expect(selectIsSold(actor.getSnapshot())).toBe(false);
    answer(postOf(7, { sold: true, title: 'Sold shirt' }));
    await waitFor(actor, (snapshot) => snapshot.matches('sold'));
    expect(told).toEqual([
      { type: 'toast', tone: 'success', message: MESSAGES.postMarkedSold },
      { type: 'post.changed', post: postOf(7, { sold: true, title: 'Sold shirt' }) },
    ]);
  });
});
