/**
 * The view follows the machine: the search graph's paths are replayed against
 * the rendered SearchScreen at /search?user={text}. The search call's outcomes
 * become msw answers at /api/search (a failure is a 500), released step by
 * step; Try Again is pressed for a retry. After every step the screen's actor
 * must be in the step's state and the screen must show it, leaf by leaf.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, it, expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES, type SearchResult } from '../../src/contract';
import { searchMachine, type SearchSnapshot } from '../../src/machines/search';
import { SearchScreen } from '../../src/ui/screens/search/SearchScreen';
import { apiUrl, server } from '../setup/msw';
import { searchModel } from './search.model';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, transient } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type LeafAssertion = (snapshot: SearchSnapshot) => void;

const heading = () => screen.getByRole('heading', { level: 1 });
const expectTitleFor = (query: string) => expect(heading()).toHaveTextContent(`Search Results for "${query}"`);

const leafAssertions: Record<string, LeafAssertion> = {
  // Eventless: the query decides before the first render.
  'search.starting': transient('starting'),
  'search.noQuery': () => {
    expect(heading()).toHaveTextContent('Search Users');
    expect(screen.getByRole('search', { name: 'User search' })).toBeInTheDocument();
  },
  'search.loading': ({ context }) => {
    expectTitleFor(context.query);
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
  },
  'search.results': ({ context }) => {
    expectTitleFor(context.query);
    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(context.results.map((result) => `/profile/${result.user.username}`));
    expect(screen.getByText(context.results.length === 1 ? '1 result' : `${context.results.length} results found`)).toBeInTheDocument();
  },
  'search.empty': ({ context }) => {
    expectTitleFor(context.query);
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.noSearchResults })).toBeInTheDocument();
    expect(screen.getByText(`No users found matching "${context.query}"`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToMarketplace })).toHaveAttribute('href', '/');
  },
  'search.failed': ({ context }) => {
    expectTitleFor(context.query);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.searchFailed);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

const answers = answerQueue(['search'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const results = event.output as SearchResult[];
    answers.release('search', () => HttpResponse.json({ results, count: results.length }));
  } else if (event.type.startsWith('xstate.error.actor.')) {
    answers.release('search', refusal({ status: 500, message: 'Server busy' }));
  } else if (event.type === 'user.retried') {
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
  } else {
    throw new Error(`no way to perform ${event.type}`);
  }
}

const { walkPath } = screenWalk<SearchSnapshot>({
  machine: searchMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const { query } = variant.input as { query: string };
    renderScreen({ path: '/search', element: <SearchScreen />, entry: `/search?${new URLSearchParams({ user: query }).toString()}`, elsewhere: {} });
  },
});

describe('search screen follows the search machine', () => {
  beforeEach(() => {
    answers.reset();
    server.use(http.get(apiUrl('/search'), () => answers.next('search')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(searchMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(searchModel, walkPath, { neverShown: ['search.starting'], reachable: () => true });
  }, 60_000);
});
