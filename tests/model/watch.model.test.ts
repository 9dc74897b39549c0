import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { POST_LIFE_MESSAGES } from '../../src/contract';
import { watchMachine, type WatchEmitted } from '../../src/machines/watch';
import { expectFullCoverage, replayJourney } from './harness';
import { watchEventFixtures, watchModel, watchSystemEvents, watchVariants } from './watch.model';

/** The answer of the call made in `state`: watched now or not, or its failure (no output). */
const answer = (state: string, output?: boolean): AnyEventObject => {
  const kind = output === undefined ? 'xstate.error.actor.' : 'xstate.done.actor.';
  const found = watchSystemEvents.find((event) => event.type.startsWith(kind) && event.type.endsWith(`.watch.${state}`) && (output === undefined || event.output === output));
  if (!found) throw new Error(`no answer in ${state}`);
  return found;
};
const [toggle] = watchEventFixtures['watch.toggled'];

describe('watch machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(watchModel);
  });

  const journeys: Array<{ name: string; events: AnyEventObject[]; value: string }> = [
    { name: 'a post not watched offers Watch price', events: [answer('loading', false)], value: 'notWatching' },
    { name: 'a watched post shows Watching', events: [answer('loading', true)], value: 'watching' },
    { name: 'a watch that could not be read offers Watch price', events: [answer('loading')], value: 'notWatching' },
    { name: 'Watch price starts the watch', events: [answer('loading', false), toggle, answer('starting', true)], value: 'watching' },
    { name: 'a failed start leaves the post not watched', events: [answer('loading', false), toggle, answer('starting')], value: 'notWatching' },
    { name: 'Watching stops the watch', events: [answer('loading', true), toggle, answer('stopping', false)], value: 'notWatching' },
    { name: 'a failed stop leaves the post watched', events: [answer('loading', true), toggle, answer('stopping')], value: 'watching' },
  ];
  for (const pinned of journeys) {
    it(pinned.name, async () => {
      const path = await replayJourney(watchModel, watchVariants.member, pinned.events);
      expect(path.state.value).toBe(pinned.value);
    });
  }

  it('sends one change at a time and says what it did', async () => {
    const asked: boolean[] = [];
    let answerStart: (watching: boolean) => void = () => {};
    const machine = watchMachine.provide({
      actors: {
        loadWatch: fromPromise(async () => false),
        changeWatch: fromPromise<boolean, { postId: number; watching: boolean }>(({ input }) => {
          asked.push(input.watching);
          return new Promise((resolve) => (answerStart = resolve));
        }),
      },
    });
    const actor = createActor(machine, { input: watchVariants.member.input }).start();
    const told: WatchEmitted[] = [];
    actor.on('*', (event) => told.push(event));
    await waitFor(actor, (snapshot) => snapshot.matches('notWatching'));
    actor.send(toggle);
    actor.send(toggle);
    expect(asked).toEqual([true]);
    answerStart(true);
    await waitFor(actor, (snapshot) => snapshot.matches('watching'));
    expect(told).toEqual([{ type: 'toast', tone: 'success', message: POST_LIFE_MESSAGES.watchStarted }]);
  });
});
