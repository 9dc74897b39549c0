import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '../../src/contract';
import { selectSaveError, selectSaveFormOpen, selectSaveName, selectSignInAsked, type SaveSearchSnapshot } from '../../src/machines/saveSearch';
import { saveSearchEventFixtures as fixtures, saveSearchModel, saveSearchSystemEvents, saveSearchVariants } from './saveSearch.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const saved = systemEvent(saveSearchSystemEvents, 'xstate.done.actor.', 0);
const full = systemEvent(saveSearchSystemEvents, 'xstate.done.actor.', 1);
const signedOut = systemEvent(saveSearchSystemEvents, 'xstate.done.actor.', 2);
const failed = systemEvent(saveSearchSystemEvents, 'xstate.error.actor.');
const [clicked, clickedNothing] = fixtures['save.clicked'];
const [named, blank, long] = fixtures['save.nameChanged'];
const [submitted] = fixtures['save.submitted'];
const shown = (snapshot: SaveSearchSnapshot) => ({
  open: selectSaveFormOpen(snapshot),
  signIn: selectSignInAsked(snapshot),
  name: selectSaveName(snapshot),
  error: selectSaveError(snapshot),
  sentQuery: snapshot.context.query,
});
const query = { q: 'ankara', max_price: '20000' };

describe('save search machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(saveSearchModel);
  });

  const journeys = [
    { name: 'a visitor is asked to sign in', variant: saveSearchVariants.visitor, events: [clicked], shown: { open: false, signIn: true, name: '', error: null, sentQuery: {} } },
    { name: 'an order alone is nothing to save', events: [clickedNothing], shown: { open: false, signIn: false, name: '', error: null, sentQuery: {} } },
    { name: 'the form opens named with the words searched', events: [clicked], shown: { open: true, signIn: false, name: 'ankara', error: null, sentQuery: query } },
    { name: 'a blank name is refused in the form', events: [clicked, blank, submitted], shown: { open: true, signIn: false, name: '  ', error: SAVED_SEARCH_MESSAGES.savedSearchNameRequired, sentQuery: query } },
    { name: 'a long name is refused in the form', events: [clicked, long, submitted], shown: { open: true, signIn: false, name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1), error: SAVED_SEARCH_MESSAGES.savedSearchNameTooLong, sentQuery: query } },
    { name: 'a saved search closes the form', events: [clicked, named, submitted, saved], shown: { open: false, signIn: false, name: 'ankara under 20k', error: null, sentQuery: query } },
    { name: 'the limit is said in the form, the name kept', events: [clicked, named, submitted, full], shown: { open: true, signIn: false, name: 'ankara under 20k', error: SAVED_SEARCH_MESSAGES.savedSearchesFull, sentQuery: query } },
    { name: 'a lost session asks to log in', events: [clicked, submitted, signedOut], shown: { open: true, signIn: false, name: 'ankara', error: SAVED_SEARCH_MESSAGES.logInToSaveSearch, sentQuery: query } },
    { name: 'a failure says so and keeps the form', events: [clicked, submitted, failed], shown: { open: true, signIn: false, name: 'ankara', error: SAVED_SEARCH_MESSAGES.savedSearchSaveFailed, sentQuery: query } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(saveSearchModel, journey.variant ?? saveSearchVariants.signedIn, journey.events);
      expect(shown(path.state as SaveSearchSnapshot)).toEqual(journey.shown);
    });
  }
});
