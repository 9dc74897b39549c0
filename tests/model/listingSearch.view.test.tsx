/**
 * The listing search box follows the listingSearch machine: the graph's paths are replayed on the rendered
 * ListingSearchBar, held as the marketplace holds it. Text is pasted over what the box held, the form submitted,
 * Clear search and a suggestion clicked, the list closed with Escape, an order chosen in Sort by; the typing
 * pause is the fake clock moved on; suggestions are msw's answers to GET /listings/suggestions, released step
 * by step. After every step the box shows the text, the suggestions or their failure, and the orders offered.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { LISTING_LIMITS, LISTING_SORT_LABELS, MESSAGES, type ListingSort, type ListingSuggestionsAnswer } from '../../src/contract';
import { firstSearchView, listingSearchMachine, sortsOffered, type ListingSearchEvent, type ListingSearchInput, type ListingSearchSnapshot } from '../../src/machines/listingSearch';
import { useLateScreenActor } from '../../src/ui/app/useLateScreenActor';
import { listingSearchLogic } from '../../src/ui/screens/marketplace/lateMachines';
import { ListingSearchBar } from '../../src/ui/screens/marketplace/ListingSearchBar';
import { apiUrl, server } from '../setup/msw';
import { listingSearchModel } from './listingSearch.model';
import { useFakeClock } from './settings.walk';
import type { Path } from './harness';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const box = () => screen.getByRole('search', { name: MESSAGES.searchListingsLabel });
const input = () => within(box()).getByRole('searchbox', { name: MESSAGES.searchListingsLabel });
const sort = () => screen.getByRole('combobox', { name: MESSAGES.listingSortLabel });
const suggestionButtons = () => within(box()).queryAllByRole('button').filter((button) => button.classList.contains('listing-search__suggestion'));

function expectBox({ context }: ListingSearchSnapshot, shown: 'none' | 'suggestions' | 'failed'): void {
  expect(input()).toHaveValue(context.text);
  const suggested = shown === 'suggestions' ? [...context.suggestions.titles, ...context.suggestions.categories.map((category) => `in ${category.name}`)] : [];
  expect(suggestionButtons().map((button) => button.textContent)).toEqual(suggested);
  const failure = within(box()).queryByText(MESSAGES.suggestionsFailed);
  expect(failure !== null).toBe(shown === 'failed');
  expect(within(sort()).getAllByRole('option').map((option) => option.textContent)).toEqual(sortsOffered(context).map((choice) => LISTING_SORT_LABELS[choice]));
  expect(within(box()).queryByRole('button', { name: MESSAGES.clearSearch }) !== null).toBe(context.text !== '');
}

const leafAssertions: Record<string, (snapshot: ListingSearchSnapshot) => void> = {
  'listingSearch.closed': (snapshot) => expectBox(snapshot, 'none'),
  'listingSearch.waiting': (snapshot) => expectBox(snapshot, 'none'),
  'listingSearch.loading': (snapshot) => expectBox(snapshot, 'none'),
  'listingSearch.open': (snapshot) => expectBox(snapshot, 'suggestions'),
  'listingSearch.failed': (snapshot) => expectBox(snapshot, 'failed'),
};

/** The box as the marketplace holds it. */
function SearchBar({ input: searchInput }: { input: ListingSearchInput }) {
  const search = useLateScreenActor(listingSearchLogic, { input: searchInput }, (load) => load());
  return <ListingSearchBar search={search} first={firstSearchView(searchInput)} />;
}

const answers = answerQueue(['suggestions'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.after.')) {
    return act(async () => {
      await vi.advanceTimersByTimeAsync(LISTING_LIMITS.suggestionsDebounceMs);
    });
  }
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('suggestions', () => HttpResponse.json(event.output as ListingSuggestionsAnswer));
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('suggestions', refusal({ status: 503, message: MESSAGES.serverError }));
  const searchEvent = event as ListingSearchEvent;
  switch (searchEvent.type) {
    case 'search.typed':
      // Pasted over what the box held: one change, as the model's one event.
      fireEvent.change(input(), { target: { value: searchEvent.text } });
      return;
    case 'search.submitted':
      fireEvent.submit(box());
      return;
    case 'search.cleared':
      return underFakeClock(user.click(within(box()).getByRole('button', { name: MESSAGES.clearSearch })));
    case 'suggestion.chosen':
      return underFakeClock(user.click(within(box()).getByRole('button', { name: searchEvent.text })));
    case 'suggestions.dismissed':
      fireEvent.keyDown(input(), { key: 'Escape' });
      return;
    case 'sort.changed': {
      const offered = within(sort()).queryAllByRole('option').some((option) => (option as HTMLOptionElement).value === searchEvent.sort);
      // An order not offered has no option to choose: the machine refuses it too.
      if (offered) fireEvent.change(sort(), { target: { value: searchEvent.sort satisfies ListingSort } });
      return;
    }
  }
}

/** A box sends no change for the text it already holds: paths that type it again are the machine's alone. */
function changesTextWhenTyped(path: Path): boolean {
  return path.steps.every((step, index) => {
    const before = index === 0 ? undefined : (path.steps[index - 1]?.state.context as ListingSearchSnapshot['context'] | undefined);
    return step.event.type !== 'search.typed' || before === undefined || step.event['text'] !== before.text;
  });
}

const { walkPath } = screenWalk<ListingSearchSnapshot>({
  machine: listingSearchMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => renderScreen({ path: '/', element: <SearchBar input={(variant.input ?? {}) as ListingSearchInput} />, entry: '/', elsewhere: {} }),
});

describe('the listing search box follows the listingSearch machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.get(apiUrl('/listings/suggestions'), () => answers.next('suggestions')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(listingSearchMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(listingSearchModel, walkPath, { reachable: changesTextWhenTyped });
  }, 60_000);
});
