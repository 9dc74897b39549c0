/**
 * The view follows the machine: the feed graph's paths are replayed against
 * the rendered MarketplaceScreen (inside the app's root actor and a memory
 * router, signed in). Page answers are the HTTP answers msw gives to GET /api,
 * released step by step; new filters are typed into the filter panel and
 * applied (their page 1 is answered like any page); reaching the bottom is the bottom
 * marker coming into view (a scripted IntersectionObserver); hiding and
 * deleting go through the post's menu. After every step the screen's
 * feed actor must be in the step's state and the screen must show it, through
 * an assertion per leaf state; a leaf state without one fails.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, type FeedAnswer } from '../../src/contract';
import { feedMachine, type FeedContext, type FeedEvent } from '../../src/machines/feed';
import { feedModel, feedVariant } from './feed.model';
import { answers, loadMoreButton, pageAnswer, reachBottom, renderMarketplace, shownPostIds, stopFeedServer, useFeedServer } from './feed.screen';
import type { MachineModel } from './harness';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

// ---------------------------------------------------------------------------
// What the screen must show in each leaf state.

type LeafAssertion = (snapshot: AnyMachineSnapshot) => void;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FeedContext;

const filterForm = () => screen.getByRole('form', { name: 'Filters' });
const applyButton = () => within(filterForm()).getByRole('button', { name: /Apply Filters|Filtering\.\.\./ });

function expectPosts(context: FeedContext): void {
  expect(shownPostIds()).toEqual(context.posts.map((post) => post.id));
  for (const post of context.posts) expect(screen.getByRole('heading', { name: post.title })).toBeInTheDocument();
}

const leafAssertions: Record<string, LeafAssertion> = {
  'feed.list.loading': () => {
    expect(screen.getByText('Loading posts...')).toBeInTheDocument();
    expect(shownPostIds()).toEqual([]);
    expect(loadMoreButton()).toBeNull();
  },
  'feed.list.error': (snapshot) => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(contextOf(snapshot).error ?? '');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(shownPostIds()).toEqual([]);
  },
  'feed.list.loaded': (snapshot) => {
    const context = contextOf(snapshot);
    expectPosts(context);
    if (context.hasNext) expect(loadMoreButton()).toBeEnabled();
    else expect(loadMoreButton()).toBeNull();
    expect(screen.queryByText(MESSAGES.noContent)).toBeNull();
  },
  'feed.list.moreFailed': (snapshot) => {
    expectPosts(contextOf(snapshot));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(contextOf(snapshot).error ?? '');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(loadMoreButton()).toBeNull();
  },
  'feed.list.loadingMore': (snapshot) => {
    expectPosts(contextOf(snapshot));
    expect(screen.getByText('Loading more posts...')).toBeInTheDocument();
    expect(loadMoreButton()).toBeNull();
  },
  'feed.list.noContent': () => {
    expect(screen.getByText(MESSAGES.noContent)).toBeInTheDocument();
    expect(shownPostIds()).toEqual([]);
    expect(loadMoreButton()).toBeNull();
  },
  'feed.filters.idle': () => {
    expect(applyButton()).toHaveTextContent('Apply Filters');
    expect(applyButton()).toBeEnabled();
    expect(within(filterForm()).getByLabelText('City')).toBeEnabled();
  },
  // The panel stays locked until the feed has page 1 of its filters.
  'feed.filters.loading': () => {
    expect(applyButton()).toHaveTextContent('Filtering...');
    expect(applyButton()).toBeDisabled();
    expect(within(filterForm()).getByLabelText('City')).toBeDisabled();
  },
};

/** Which queue answers a page load: the filters' page 1 or the list's own pages. */
const endpointOf = (event: AnyEventObject) => (event.type.endsWith('.loadFilteredPage') ? 'filter' : 'page');

// ---------------------------------------------------------------------------
// The walk.

async function applyFilters(fields: { city?: string; state?: string }): Promise<void> {
  await act(async () => {
    const form = filterForm();
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: fields.city ?? '' } });
    fireEvent.change(within(form).getByLabelText('State/Region'), { target: { value: fields.state ?? '' } });
    fireEvent.submit(form);
  });
}

async function perform(event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    answers.release(endpointOf(event), pageAnswer(event.output as FeedAnswer));
    return;
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    answers.release(endpointOf(event), refusal({ status: 500, message: (event.error as Error).message }));
    return;
  }
  const feedEvent = event as FeedEvent;
  switch (feedEvent.type) {
    case 'feed.bottomReached':
      await reachBottom();
      return;
    case 'feed.loadMoreClicked':
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More Posts' })));
      return;
    case 'app.online':
      await act(async () => window.dispatchEvent(new Event('online')));
      return;
    case 'feed.retryClicked':
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
      return;
    case 'filter.applied':
      await applyFilters(feedEvent.query);
      return;
    case 'feed.postHidden':
      await usePostMenu(feedEvent.postId, 'Hide post');
      return;
    case 'feed.postDeleted':
      await usePostMenu(feedEvent.postId, 'Delete post');
      await act(async () => fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete post' })).getByRole('button', { name: 'Delete' })));
      return;
  }
}

async function usePostMenu(postId: number, item: 'Hide post' | 'Delete post'): Promise<void> {
  const card = screen.getAllByRole('article').find((article) => article.getAttribute('data-post-id') === String(postId));
  if (!card) throw new Error(`post ${postId} is not shown`);
  await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Post options' })));
  await act(async () => fireEvent.click(within(card).getByRole('menuitem', { name: item })));
}

/**
 * A post's menu is on its card: the view hides or deletes only a post it shows. An owner's change comes from the
 * post popup's Edit post and Mark as sold, walked with the feed in tests/ui/feedPostChanged.test.tsx.
 */
const feedViewModel: MachineModel = {
  ...feedModel,
  filterEvents: (snapshot, event) => {
    if (event.type === 'feed.postChanged') return false;
    if (event.type !== 'feed.postHidden' && event.type !== 'feed.postDeleted') return true;
    const shown = snapshot.matches({ list: 'loaded' }) || snapshot.matches({ list: 'loadingMore' });
    return shown && (snapshot.context as FeedContext).posts.some((post) => post.id === event.postId);
  },
};

const { walkPath } = screenWalk({
  machine: feedMachine,
  leafAssertions,
  perform: (_user, event) => perform(event),
  // A hide on one path is stored on this device: the next path starts without it.
  reset: () => {
    answers.reset();
    localStorage.clear();
  },
  render: renderMarketplace,
});

describe('the marketplace feed follows the feed machine', () => {
  beforeEach(useFeedServer);
  afterEach(stopFeedServer);

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(feedMachine, leafAssertions);
  });

  it('shows every step of the generated paths', async () => {
    await expectViewFollowsModel(feedViewModel, walkPath, { reachable: () => true });
  }, 120_000);

  it('starts, as the model does, with nothing hidden for the account', () => {
    expect(feedVariant.input.hiddenPostIds).toEqual([]);
  });
});
