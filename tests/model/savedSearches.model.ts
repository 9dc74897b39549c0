/** The model of Settings → Saved Searches: the load and its retry, alerts on and off and deletion one at a time, failures. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { fillTemplate, type SavedSearch, SAVED_SEARCH_MESSAGES } from '../../src/contract';
import { savedSearchesActors, savedSearchesMachine, type SavedSearchesContext, type SavedSearchesEvent } from '../../src/machines/savedSearches';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

export const savedSearch = (id: number, name: string, alerts = true): SavedSearch => ({
  id,
  name,
  query: { q: name, max_price: '20000' },
  alerts,
  created_at: '2026-11-26T10:00:00.000Z',
});

export const savedSearchesEventFixtures = {
  'savedSearches.retryClicked': [{ type: 'savedSearches.retryClicked' }],
  'savedSearches.alertsToggled': [
    { type: 'savedSearches.alertsToggled', id: 1, alerts: false },
    { type: 'savedSearches.alertsToggled', id: 99, alerts: false },
  ],
  'savedSearches.deleteClicked': [{ type: 'savedSearches.deleteClicked', id: 1 }],
} satisfies EventFixtures<SavedSearchesEvent>;

export const savedSearchesOutputFixtures = {
  loadSavedSearches: [[savedSearch(1, 'ankara under 20k'), savedSearch(2, 'phones', false)]],
  setAlerts: [{ saved_search: savedSearch(1, 'ankara under 20k', false), message: fillTemplate(SAVED_SEARCH_MESSAGES.savedSearchAlertsOff, { name: 'ankara under 20k' }) }],
  removeSavedSearch: [undefined],
} satisfies OutputFixtures<typeof savedSearchesActors>;

export const savedSearchesSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof savedSearchesActors.loadSavedSearches>(savedSearchesMachine, 'loadSavedSearches', savedSearchesOutputFixtures.loadSavedSearches),
  ...errorEvents(savedSearchesMachine, 'loadSavedSearches'),
  ...doneEvents<typeof savedSearchesActors.setAlerts>(savedSearchesMachine, 'setAlerts', savedSearchesOutputFixtures.setAlerts),
  ...errorEvents(savedSearchesMachine, 'setAlerts'),
  ...doneEvents<typeof savedSearchesActors.removeSavedSearch>(savedSearchesMachine, 'removeSavedSearch', savedSearchesOutputFixtures.removeSavedSearch),
  ...errorEvents(savedSearchesMachine, 'removeSavedSearch'),
];

export const savedSearchesVariant = { name: 'signed in' };

export const savedSearchesModel: MachineModel = {
  name: 'savedSearches',
  machine: savedSearchesMachine,
  variants: [savedSearchesVariant],
  events: [...fixtureEvents<SavedSearchesEvent>(savedSearchesEventFixtures), ...savedSearchesSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { searches, busyId } = snapshot.context as SavedSearchesContext;
    return JSON.stringify({ value: snapshot.value, searches: searches.map((search) => [search.id, search.alerts]), busyId });
  },
};
