import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { selectCountText, selectResults, type SearchSnapshot } from '../../src/machines/search';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { searchEventFixtures, searchModel, searchSystemEvents, searchVariants } from './search.model';

const found = systemEvent(searchSystemEvents, 'xstate.done.actor.', 0);
const nobody = systemEvent(searchSystemEvents, 'xstate.done.actor.', 1);
const failure = systemEvent(searchSystemEvents, 'xstate.error.actor.');
const [retry] = searchEventFixtures['user.retried'];

describe('search machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(searchModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{
      name: string;
      variant: keyof typeof searchVariants;
      events: AnyEventObject[];
      value: string;
      shown: { usernames: string[]; count: string | null };
    }> = [
      { name: 'a blank query searches nothing', variant: 'blank', events: [], value: 'noQuery', shown: { usernames: [], count: null } },
      { name: 'a query is searched at once', variant: 'query', events: [], value: 'loading', shown: { usernames: [], count: null } },
      {
        name: 'matches are listed with their count',
        variant: 'query',
        events: [found],
        value: 'results',
        shown: { usernames: ['ade', 'xfab'], count: '2 results found' },
      },
      { name: 'no match shows the empty state', variant: 'query', events: [nobody], value: 'empty', shown: { usernames: [], count: null } },
      {
        name: 'a failure, then a retry that finds users',
        variant: 'query',
        events: [failure, retry, found],
        value: 'results',
        shown: { usernames: ['ade', 'xfab'], count: '2 results found' },
      },
      { name: 'a retry can fail again', variant: 'query', events: [failure, retry, failure], value: 'failed', shown: { usernames: [], count: null } },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(searchModel, searchVariants[pinned.variant], pinned.events);
        const snapshot = path.state as SearchSnapshot;
        expect(snapshot.value).toBe(pinned.value);
        expect({ usernames: selectResults(snapshot).map((result) => result.user.username), count: selectCountText(snapshot) }).toEqual(
          pinned.shown,
        );
      });
    }
  });
});
