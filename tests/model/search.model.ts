/** The model of the user search results page: no query, searching, results, empty, failure and retry. */
import type { AnyMachineSnapshot } from 'xstate';
import { searchActors, searchMachine, type SearchContext, type SearchEvent } from '../../src/machines/search';
import { searchResultOf } from '../fixtures/search';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const searchEventFixtures = {
  'user.retried': [{ type: 'user.retried' }],
} satisfies EventFixtures<SearchEvent>;

/** What the search call may answer: two users, or nobody. */
export const searchOutputFixtures = {
  findUsers: [[searchResultOf('ade'), searchResultOf('xfab', { vendor: { verified: true } })], []],
} satisfies OutputFixtures<typeof searchActors>;

export const searchSystemEvents = [
  ...doneEvents<typeof searchActors.findUsers>(searchMachine, 'findUsers', searchOutputFixtures.findUsers),
  ...errorEvents(searchMachine, 'findUsers'),
];

export const searchVariants = {
  query: { name: 'a query', input: { query: ' ade ' } },
  blank: { name: 'a blank query', input: { query: '   ' } },
} satisfies Record<string, ModelVariant>;

export const searchModel: MachineModel = {
  name: 'search',
  machine: searchMachine,
  variants: Object.values(searchVariants),
  events: [...fixtureEvents<SearchEvent>(searchEventFixtures), ...searchSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { query, results } = snapshot.context as SearchContext;
    return JSON.stringify({ value: snapshot.value, query, found: results.map((result) => result.user.username) });
  },
  simplePaths: true,
};
