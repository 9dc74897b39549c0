import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { AppContext } from '../../src/machines/app';
import { appEventFixtures as fixtures, appModel, appSystemEvents, appVariants } from './app.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const codeLoaded = systemEvent(appSystemEvents, 'xstate.done.actor.');
const codeFailed = systemEvent(appSystemEvents, 'xstate.error.actor.');
const [ada, bola] = fixtures['session.started'];
const ended = fixtures['session.ended'][0];
const shown = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, session: (snapshot.context as AppContext).session?.username ?? null });

describe('app machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(appModel);
  });

  const journeys = [
    { name: 'a session starts the live actors once their code is in', events: [ada, codeLoaded], shown: { value: { running: { signedIn: 'live' } }, session: 'ada' } },
    { name: 'offline at sign-in, the session stands without live updates', events: [ada, codeFailed], shown: { value: { running: { signedIn: 'unavailable' } }, session: 'ada' } },
    { name: "another user's session starts afresh", events: [ada, codeLoaded, bola], shown: { value: { running: { signedIn: 'loading' } }, session: 'bola' } },
    { name: 'a session that ends stops them', events: [ada, codeLoaded, ended], shown: { value: { running: 'signedOut' }, session: null } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(appModel, appVariants.visitor, journey.events);
      expect(shown(path.state)).toEqual(journey.shown);
    });
  }

  it('a failed call is one error toast, unless it needs a login, was quiet or its token was rejected', () => {
    const idle = fromCallback(() => undefined);
    const machine = appModel.machine.provide({ actors: { auth: idle, lookups: idle, watchApiErrors: idle, watchSession: idle } });
    const actor = createActor(machine, { input: { storedSession: null } }).start();
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(`${event.tone}: ${event.message}`));
    for (const failure of fixtures['api.failed']) actor.send(failure);
    expect(toasts).toEqual([`info: ${MESSAGES.pleaseLogIn}`, 'error: Post not found']);
    actor.stop();
  });
});
