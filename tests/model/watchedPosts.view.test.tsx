/**
 * Settings → Watched prices follows the watchedPosts machine: the graph's paths are replayed on the rendered
 * WatchedPostsSection of a signed-in Alice. The list is msw's answer to GET /watches, an Unwatch its answer to
 * DELETE /post/{id}/watch, released step by step; Try Again and Unwatch are clicks. After every step the section
 * shows the loading note, the failure with Try Again, or the watched posts with their Unwatch buttons.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, POST_LIFE_MESSAGES, type Post } from '../../src/contract';
import { watchedPostsMachine, type WatchedPostsContext, type WatchedPostsSnapshot } from '../../src/machines/watchedPosts';
import { WatchedPostsSection } from '../../src/ui/screens/settings/marketplace/WatchedPostsSection';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';
import { watchedPostsModel } from './watchedPosts.model';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const section = () => screen.getByRole('region', { name: POST_LIFE_MESSAGES.watchedPostsTitle });
const unwatchButtons = () => within(section()).queryAllByRole('button', { name: /^Unwatch / });

function expectPosts({ context }: WatchedPostsSnapshot): void {
  if (context.posts.length === 0) {
    expect(within(section()).getByText(POST_LIFE_MESSAGES.noWatchedPosts)).toBeInTheDocument();
    return;
  }
  const items = within(within(section()).getByRole('list', { name: 'Watched prices' })).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-post-id'))).toEqual(context.posts.map((post) => String(post.id)));
  for (const post of context.posts) {
    const button = within(section()).getByRole('button', { name: `Unwatch ${post.title}` });
    expect(button).toHaveTextContent(post.id === context.unwatching ? 'Unwatching...' : 'Unwatch');
    if (context.unwatching === null) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  }
}

const leafAssertions: Record<string, (snapshot: WatchedPostsSnapshot) => void> = {
  'watchedPosts.loading': () => {
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading watched prices...');
    expect(unwatchButtons()).toEqual([]);
  },
  'watchedPosts.failed': () => {
    expect(within(section()).getByText(POST_LIFE_MESSAGES.watchedPostsFailed)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'watchedPosts.ready': expectPosts,
  'watchedPosts.unwatching': expectPosts,
};

/** The list may be asked twice as the section first mounts: the released answer stands for both. */
const list = standingAnswer();
const answers = answerQueue(['unwatch'] as const);
const loadIds = invokeIds(watchedPostsMachine, 'loadWatchedPosts');

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const loading = loadIds.includes(String(event.actorId));
  if (event.type.startsWith('xstate.done.actor.') && loading) {
    const posts = event.output as Post[];
    return list.release(() => HttpResponse.json({ results: posts }));
  }
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('unwatch', () => HttpResponse.json({ post_id: 7, watching: false }));
  if (event.type.startsWith('xstate.error.actor.') && loading) return list.release(refusal({ status: 500, message: MESSAGES.serverError }));
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('unwatch', refusal({ status: 500, message: MESSAGES.serverError }));
  list.hold();
  if (event.type === 'watched.retryClicked') return underFakeClock(user.click(within(section()).getByRole('button', { name: 'Try Again' })));
  if (event.type === 'watched.unwatchClicked') {
    const title = watchedTitles.get(Number(event.postId)) ?? '';
    return underFakeClock(user.click(within(section()).getByRole('button', { name: `Unwatch ${title}` })));
  }
  throw new Error(`the walk cannot perform ${event.type}`);
}

/** The fixtures' titles by id, to click a post's Unwatch by its name. */
const watchedTitles = new Map([
  [7, 'Ankara bale'],
  [8, 'Gele'],
]);

const { walkPath } = screenWalk<WatchedPostsSnapshot>({
  machine: watchedPostsMachine,
  leafAssertions,
  perform,
  reset: () => {
    list.reset();
    answers.reset();
  },
  render: () => renderForAlice(<WatchedPostsSection />),
});

/** Only a listed post has an Unwatch button. */
const listedModel = {
  ...watchedPostsModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    event.type !== 'watched.unwatchClicked' || (snapshot.context as WatchedPostsContext).posts.some((post) => post.id === event.postId),
};

describe('Settings → Watched prices follows the watchedPosts machine', () => {
  useFakeClock();

  beforeEach(() => {
    list.reset();
    answers.reset();
    server.use(
      http.get(apiUrl('/watches'), () => list.next()),
      http.delete(apiUrl('/post/:id/watch'), () => answers.next('unwatch')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(watchedPostsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(listedModel, walkPath, { reachable: () => true });
  }, 60_000);
});
