import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { selectHasOtherSessions, selectSessions, selectSessionsBusy, selectSessionsLoadError, type SessionsSnapshot } from '../../src/machines/sessions';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { sessionsEventFixtures as fixtures, sessionsModel, sessionsOutputFixtures, sessionsSystemEvents, sessionsVariant } from './sessions.model';

const loaded = systemEvent(sessionsSystemEvents, 'xstate.done.actor.', 0);
const loadRefused = systemEvent(sessionsSystemEvents, 'xstate.done.actor.', 1);
const oneOut = systemEvent(sessionsSystemEvents, 'xstate.done.actor.', 2);
const oneRefused = systemEvent(sessionsSystemEvents, 'xstate.done.actor.', 3);
const othersOut = systemEvent(sessionsSystemEvents, 'xstate.done.actor.', 4);
const [other, mine] = fixtures['session.signOutRequested'];
const others = fixtures['others.signOutRequested'][0];
const shown = (snapshot: SessionsSnapshot) => ({
  ids: selectSessions(snapshot).map((session) => session.id),
  busy: selectSessionsBusy(snapshot),
  error: selectSessionsLoadError(snapshot),
  hasOthers: selectHasOtherSessions(snapshot),
});

describe('sessions machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(sessionsModel);
  });

  const journeys = [
    { name: 'a failed load says why', events: [loadRefused], shown: { ids: [], busy: false, error: MESSAGES.sessionsLoadFailed, hasOthers: false } },
    { name: 'a session leaves only once signed out', events: [loaded, other, oneOut], shown: { ids: [1, 3], busy: false, error: null, hasOthers: true } },
    { name: 'a refused sign-out keeps the list', events: [loaded, other, oneRefused], shown: { ids: [1, 2, 3], busy: false, error: null, hasOthers: true } },
    { name: 'signing out the others keeps this browser only', events: [loaded, others, othersOut], shown: { ids: [1], busy: false, error: null, hasOthers: false } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(sessionsModel, sessionsVariant, journey.events);
      expect(shown(path.state as SessionsSnapshot)).toEqual(journey.shown);
    });
  }

  it("this browser's session is a logout, not a sign-out request", async () => {
    const machine = sessionsModel.machine.provide({ actors: { loadSessions: fromPromise(async () => sessionsOutputFixtures.loadSessions[0]) } });
    const actor = createActor(machine).start();
    const heard: string[] = [];
    actor.on('*', (event: { type: string }) => heard.push(event.type));
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send(mine);
    expect({ heard, busy: selectSessionsBusy(actor.getSnapshot() as SessionsSnapshot) }).toEqual({ heard: ['logout.requested'], busy: false });
  });
});
