import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SearchResult } from '../../src/contract';
import {
  resultCountText,
  searchMachine,
  searchPathFor,
  selectCanRetry,
  selectCountText,
  selectHasNoQuery,
  selectIsEmpty,
  selectIsFailed,
  selectIsSearching,
  selectQuery,
  selectResults,
} from '../../src/machines/search';
import { searchResultOf } from '../fixtures/search';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts a search for `query`; each call of the search answers with the next of `answers` (an Error rejects). */
function start(query: string, answers: Array<SearchResult[] | Error>) {
  const searched: string[] = [];
  const actor = createActor(
    searchMachine.provide({
      actors: {
        findUsers: fromPromise<SearchResult[], { query: string }>(async ({ input }) => {
          searched.push(input.query);
          const answer = answers[searched.length - 1];
          if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
    }),
    { input: { query } },
  );
  actor.start();
  return { actor, searched, snapshot: () => actor.getSnapshot() };
}

const ade = searchResultOf('ade');
const adeFabrics = searchResultOf('xfab', { vendor: { verified: true } });

describe('search machine', () => {
  it('searches the trimmed query and shows the results with their count', async () => {
    const { searched, snapshot } = start('  ade  ', [[ade, adeFabrics]]);
    expect(selectIsSearching(snapshot())).toBe(true);
    expect(selectCountText(snapshot())).toBeNull();
    await settle();
    expect(searched).toEqual(['ade']);
    expect(selectQuery(snapshot())).toBe('ade');
    expect(selectResults(snapshot())).toEqual([ade, adeFabrics]);
    expect(selectCountText(snapshot())).toBe('2 results found');
  });

  it('says 1 result for a single match', async () => {
    const { snapshot } = start('ade', [[ade]]);
    await settle();
    expect(selectCountText(snapshot())).toBe('1 result');
  });

  it('shows the empty state when nobody matches', async () => {
    const { snapshot } = start('nobody', [[]]);
    await settle();
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectResults(snapshot())).toEqual([]);
    expect(selectCountText(snapshot())).toBeNull();
  });

  it('searches nothing for an empty trimmed query', async () => {
    const { searched, snapshot } = start('   ', [[ade]]);
    await settle();
    expect(searched).toEqual([]);
    expect(selectHasNoQuery(snapshot())).toBe(true);
    expect(selectIsSearching(snapshot())).toBe(false);
  });

  it('shows a failure that can be retried, and a retry that finds users shows them', async () => {
    const { actor, searched, snapshot } = start('ade', [new Error('offline'), [ade]]);
    await settle();
    expect(selectIsFailed(snapshot())).toBe(true);
    expect(selectCanRetry(snapshot())).toBe(true);
    actor.send({ type: 'user.retried' });
    expect(selectIsSearching(snapshot())).toBe(true);
    expect(selectCanRetry(snapshot())).toBe(false);
    await settle();
    expect(searched).toEqual(['ade', 'ade']);
    expect(selectResults(snapshot())).toEqual([ade]);
  });

  it('ignores a retry outside a failure', async () => {
    const { actor, searched } = start('ade', [[ade]]);
    await settle();
    actor.send({ type: 'user.retried' });
    await settle();
    expect(searched).toEqual(['ade']);
  });
});

describe('search rules', () => {
  it('opens /search?user={text} for a non-blank query and nothing for a blank one', () => {
    expect(searchPathFor('  Mama Nkechi ')).toBe('/search?user=Mama+Nkechi');
    expect(searchPathFor('a&b=c')).toBe('/search?user=a%26b%3Dc');
    expect(searchPathFor('   ')).toBeNull();
    expect(searchPathFor('')).toBeNull();
  });

  it('counts results in the spec words', () => {
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(0)).toBe('0 results found');
    expect(resultCountText(12)).toBe('12 results found');
  });
});
