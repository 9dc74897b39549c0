import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { POST_LIFE_MESSAGES } from '../../src/contract';
import { renewMachine, type RenewEmitted } from '../../src/machines/renew';
import { expectFullCoverage, replayJourney } from './harness';
import { renewEventFixtures, renewModel, renewSystemEvents, renewVariants } from './renew.model';

const [request] = renewEventFixtures['renew.requested'];
const answer = (kind: 'done' | 'error'): AnyEventObject => {
  const found = renewSystemEvents.find((event) => event.type.startsWith(`xstate.${kind}.actor.`));
  if (!found) throw new Error(`no ${kind} answer`);
  return found;
};

describe('renew machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(renewModel);
  });

  const journeys: Array<{ name: string; events: AnyEventObject[]; value: string }> = [
    { name: 'Renew renews the post', events: [request, answer('done')], value: 'renewed' },
    { name: 'a failed renewal offers Renew again', events: [request, answer('error')], value: 'idle' },
    { name: 'Renew after a failure renews the post', events: [request, answer('error'), request, answer('done')], value: 'renewed' },
  ];
  for (const pinned of journeys) {
    it(pinned.name, async () => {
      const path = await replayJourney(renewModel, renewVariants.owner, pinned.events);
      expect(path.state.value).toBe(pinned.value);
    });
  }

  it('asks once however often Renew is tapped, and tells the new date once renewed', async () => {
    let asked = 0;
    const machine = renewMachine.provide({
      actors: {
        renewListing: fromPromise(async () => {
          asked += 1;
          return '2026-11-27T09:00:00.000Z';
        }),
      },
    });
    const actor = createActor(machine, { input: renewVariants.owner.input });
    const told: RenewEmitted[] = [];
    actor.on('*', (event) => told.push(event));
    actor.start();
    actor.send(request);
    actor.send(request);
    await waitFor(actor, (snapshot) => snapshot.matches('renewed'));
    expect(asked).toBe(1);
    expect(told).toEqual([
      { type: 'toast', tone: 'success', message: POST_LIFE_MESSAGES.renewed },
      { type: 'renewed', postId: 7, renewedAt: '2026-11-27T09:00:00.000Z' },
    ]);
  });
});
