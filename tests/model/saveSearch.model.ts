/** The model of Save search: a visitor asked to sign in, a search with nothing to save, the name, saving, refusals. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '../../src/contract';
import { saveSearchActors, saveSearchMachine, type SaveSearchContext, type SaveSearchEvent, type SaveSearchInput } from '../../src/machines/saveSearch';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';
import { savedSearch } from './savedSearches.model';

export const saveSearchEventFixtures = {
  'save.clicked': [
    { type: 'save.clicked', query: { q: 'ankara', max_price: '20000' } },
    { type: 'save.clicked', query: { sort: 'newest' } },
  ],
  'save.nameChanged': [
    { type: 'save.nameChanged', name: 'ankara under 20k' },
    { type: 'save.nameChanged', name: '  ' },
    { type: 'save.nameChanged', name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1) },
  ],
  'save.submitted': [{ type: 'save.submitted' }],
  'save.cancelled': [{ type: 'save.cancelled' }],
} satisfies EventFixtures<SaveSearchEvent>;

/** Saved; refused for the limit (400); the session gone (401). */
export const saveSearchOutputFixtures = {
  saveSearch: [
    { ok: true, answer: { saved_search: savedSearch(1, 'ankara under 20k'), message: SAVED_SEARCH_MESSAGES.savedSearchSaved } },
    { ok: false, status: 400, message: SAVED_SEARCH_MESSAGES.savedSearchesFull },
    { ok: false, status: 401, message: 'Authentication credentials were not provided.' },
  ],
} satisfies OutputFixtures<typeof saveSearchActors>;

export const saveSearchSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof saveSearchActors.saveSearch>(saveSearchMachine, 'saveSearch', saveSearchOutputFixtures.saveSearch),
  ...errorEvents(saveSearchMachine, 'saveSearch'),
];

export const saveSearchVariants = {
  signedIn: { name: 'signed in', input: { signedIn: true } satisfies SaveSearchInput },
  visitor: { name: 'a visitor', input: { signedIn: false } satisfies SaveSearchInput },
} satisfies Record<string, ModelVariant>;

export const saveSearchModel: MachineModel = {
  name: 'saveSearch',
  machine: saveSearchMachine,
  variants: Object.values(saveSearchVariants),
  events: [...fixtureEvents<SaveSearchEvent>(saveSearchEventFixtures), ...saveSearchSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { query, name, error } = snapshot.context as SaveSearchContext;
    return JSON.stringify({ value: snapshot.value, query, name: name.length, error });
  },
};
