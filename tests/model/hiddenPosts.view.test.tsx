/**
 * Settings → Hidden Posts follows the hiddenPosts machine: the graph's paths
 * are replayed on the rendered HiddenPostsSection of a signed-in Alice. The
 * list is msw's answer to GET /hidden/posts, an Unhide its answer to POST
 * /hidden, released step by step; Try Again and Unhide are clicks. After every
 * step the section shows the loading note, the failure with Try Again, or the
 * listed posts with their Unhide buttons as the step's state says. Only listed
 * posts have an Unhide button, so the paths unhide no other.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, type Post } from '../../src/contract';
import { hiddenPostsMachine, type HiddenPostsContext, type HiddenPostsSnapshot } from '../../src/machines/hiddenPosts';
import { HiddenPostsSection } from '../../src/ui/screens/settings/marketplace/HiddenPostsSection';
import { apiUrl, server } from '../setup/msw';
import { hiddenPostsModel } from './hiddenPosts.model';
import { invokeIds } from './harness';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const section = () => screen.getByRole('region', { name: 'Hidden Posts' });
const unhideButtons = () => within(section()).queryAllByRole('button', { name: /^Unhide / });

function expectPosts({ context }: HiddenPostsSnapshot): void {
  if (context.posts.length === 0) {
    expect(within(section()).getByText(MESSAGES.noHiddenPosts)).toBeInTheDocument();
    return;
  }
  const items = within(within(section()).getByRole('list', { name: 'Hidden posts' })).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-post-id'))).toEqual(context.posts.map((post) => String(post.id)));
  for (const post of context.posts) {
    const button = within(section()).getByRole('button', { name: `Unhide ${post.title}` });
    const unhiding = post.id === context.unhiding;
    expect(button).toHaveTextContent(unhiding ? 'Unhiding...' : 'Unhide');
    if (context.unhiding === null) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  }
}

const leafAssertions: Record<string, (snapshot: HiddenPostsSnapshot) => void> = {
  'hiddenPosts.loading': () => {
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading hidden posts...');
    expect(unhideButtons()).toEqual([]);
  },
  'hiddenPosts.failed': () => {
    expect(within(section()).getByText(MESSAGES.hiddenPostsLoadFailed)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'hiddenPosts.ready': expectPosts,
  'hiddenPosts.unhiding': expectPosts,
};

/** The list may be asked twice as the section first mounts: the released answer stands for both. */
const list = standingAnswer();
const answers = answerQueue(['unhide'] as const);
const loadIds = invokeIds(hiddenPostsMachine, 'loadHiddenPosts');
let remaining: number[] = [];

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const loading = loadIds.includes(String(event.actorId));
  if (event.type.startsWith('xstate.done.actor.') && loading) {
    const posts = event.output as Post[];
    remaining = posts.map((post) => post.id);
    return list.release(() => HttpResponse.json({ results: posts, count: posts.length }));
  }
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('unhide', () => HttpResponse.json({ post_ids: remaining.slice(1) }));
  if (event.type.startsWith('xstate.error.actor.') && loading) return list.release(refusal({ status: 500, message: MESSAGES.serverError }));
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('unhide', refusal({ status: 500, message: MESSAGES.serverError }));
  list.hold();
  if (event.type === 'hidden.retryClicked') return underFakeClock(user.click(within(section()).getByRole('button', { name: 'Try Again' })));
  if (event.type === 'hidden.unhideClicked') {
    const item = section().querySelector(`[data-post-id="${String(event.postId)}"]`);
    if (!item) throw new Error(`post ${String(event.postId)} is not listed`);
    return underFakeClock(user.click(within(item as HTMLElement).getByRole('button')));
  }
  throw new Error(`the walk cannot perform ${event.type}`);
}

const { walkPath } = screenWalk<HiddenPostsSnapshot>({
  machine: hiddenPostsMachine,
  leafAssertions,
  perform,
  reset: () => {
    list.reset();
    answers.reset();
  },
  render: () => renderForAlice(<HiddenPostsSection />),
});

/** Only a listed post has an Unhide button. */
const listedModel = {
  ...hiddenPostsModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    event.type !== 'hidden.unhideClicked' || (snapshot.context as HiddenPostsContext).posts.some((post) => post.id === event.postId),
};

describe('Settings → Hidden Posts follows the hiddenPosts machine', () => {
  useFakeClock();

  beforeEach(() => {
    list.reset();
    answers.reset();
    server.use(
      http.get(apiUrl('/hidden/posts'), () => list.next()),
      http.post(apiUrl('/hidden'), () => answers.next('unhide')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(hiddenPostsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(listedModel, walkPath, { reachable: () => true });
  }, 60_000);
});
