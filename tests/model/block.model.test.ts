import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { blockMachine, type BlockEmitted } from '../../src/machines/block';
import { blockEventFixtures, blockModel, blockSystemEvents, blockVariants } from './block.model';
import { expectFullCoverage, replayJourney } from './harness';

/** The answer of the call made in `state`: blocked now or not, or its failure (no output). */
const answer = (state: string, output?: boolean): AnyEventObject => {
  const kind = output === undefined ? 'xstate.error.actor.' : 'xstate.done.actor.';
  const found = blockSystemEvents.find((event) => event.type.startsWith(kind) && event.type.endsWith(`.block.${state}`) && (output === undefined || event.output === output));
  if (!found) throw new Error(`no answer in ${state}`);
  return found;
};
const [request] = blockEventFixtures['block.requested'];
const [confirm] = blockEventFixtures['block.confirmed'];
const [cancel] = blockEventFixtures['block.cancelled'];
const [unblock] = blockEventFixtures['unblock.requested'];

describe('block machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(blockModel);
  });

  const journeys: Array<{ name: string; events: AnyEventObject[]; value: string }> = [
    { name: 'a user not blocked is offered Block user', events: [answer('loading', false)], value: 'unblocked' },
    { name: 'a blocked user is offered Unblock user', events: [answer('loading', true)], value: 'blocked' },
    { name: 'a status that could not be read offers Block user', events: [answer('loading')], value: 'unblocked' },
    { name: 'a block is asked once more, then sent', events: [answer('loading', false), request, confirm, answer('blocking', true)], value: 'blocked' },
    { name: 'Cancel sends nothing', events: [answer('loading', false), request, cancel], value: 'unblocked' },
    { name: 'a failed block leaves the user unblocked', events: [answer('loading', false), request, confirm, answer('blocking')], value: 'unblocked' },
    { name: 'unblocking', events: [answer('loading', true), unblock, answer('unblocking', false)], value: 'unblocked' },
    { name: 'a failed unblock leaves the user blocked', events: [answer('loading', true), unblock, answer('unblocking')], value: 'blocked' },
  ];
  for (const pinned of journeys) {
    it(pinned.name, async () => {
      const path = await replayJourney(blockModel, blockVariants.member, pinned.events);
      expect(path.state.value).toBe(pinned.value);
    });
  }

  it('sends the block only after the confirmation, and says it was done', async () => {
    const asked: boolean[] = [];
    const machine = blockMachine.provide({
      actors: {
        loadBlockStatus: fromPromise(async () => false),
        changeBlock: fromPromise<boolean, { username: string; blocked: boolean }>(async ({ input }) => {
          asked.push(input.blocked);
          return input.blocked;
        }),
      },
    });
    const actor = createActor(machine, { input: blockVariants.member.input }).start();
    const told: BlockEmitted[] = [];
    actor.on('*', (event) => told.push(event));
    await waitFor(actor, (snapshot) => snapshot.matches('unblocked'));
    actor.send(request);
    expect(asked).toEqual([]);
    actor.send(confirm);
    await waitFor(actor, (snapshot) => snapshot.matches('blocked'));
    expect(asked).toEqual([true]);
    expect(told).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.userBlocked }]);
  });
});
