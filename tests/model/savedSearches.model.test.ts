import { describe, expect, it } from 'vitest';
import { selectBusySearch, selectCanChangeSaved, selectSavedLoadFailed, selectSavedSearches, type SavedSearchesSnapshot } from '../../src/machines/savedSearches';
import { savedSearchesEventFixtures as fixtures, savedSearchesModel, savedSearchesSystemEvents, savedSearchesVariant } from './savedSearches.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const loaded = systemEvent(savedSearchesSystemEvents, 'xstate.done.actor.loadSavedSearches');
const loadFailed = systemEvent(savedSearchesSystemEvents, 'xstate.error.actor.loadSavedSearches');
const changed = systemEvent(savedSearchesSystemEvents, 'xstate.done.actor.setAlerts');
const changeFailed = systemEvent(savedSearchesSystemEvents, 'xstate.error.actor.setAlerts');
const deleted = systemEvent(savedSearchesSystemEvents, 'xstate.done.actor.removeSavedSearch');
const deleteFailed = systemEvent(savedSearchesSystemEvents, 'xstate.error.actor.removeSavedSearch');
const [alertsOff, alertsOffUnknown] = fixtures['savedSearches.alertsToggled'];
const [deleteFirst] = fixtures['savedSearches.deleteClicked'];
const shown = (snapshot: SavedSearchesSnapshot) => ({
  searches: selectSavedSearches(snapshot).map((search) => `${search.name}:${search.alerts ? 'on' : 'off'}`),
  failed: selectSavedLoadFailed(snapshot),
  busy: selectBusySearch(snapshot),
  canChange: selectCanChangeSaved(snapshot),
});
const both = ['ankara under 20k:on', 'phones:off'];

describe('saved searches machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(savedSearchesModel);
  });

  const journeys = [
    { name: 'a failed load offers Try Again', events: [loadFailed], shown: { searches: [], failed: true, busy: null, canChange: false } },
    { name: 'turning alerts off waits for the server, one change at a time', events: [loaded, alertsOff], shown: { searches: both, failed: false, busy: 1, canChange: false } },
    { name: 'alerts show off once the server turned them off', events: [loaded, alertsOff, changed], shown: { searches: ['ankara under 20k:off', 'phones:off'], failed: false, busy: null, canChange: true } },
    { name: 'a failed change keeps the search as it was', events: [loaded, alertsOff, changeFailed], shown: { searches: both, failed: false, busy: null, canChange: true } },
    { name: 'a deleted search leaves the list', events: [loaded, deleteFirst, deleted], shown: { searches: ['phones:off'], failed: false, busy: null, canChange: true } },
    { name: 'a failed delete keeps the search', events: [loaded, deleteFirst, deleteFailed], shown: { searches: both, failed: false, busy: null, canChange: true } },
    { name: 'a search not listed is not changed', events: [loaded, alertsOffUnknown], shown: { searches: both, failed: false, busy: null, canChange: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(savedSearchesModel, savedSearchesVariant, journey.events);
      expect(shown(path.state as SavedSearchesSnapshot)).toEqual(journey.shown);
    });
  }
});
