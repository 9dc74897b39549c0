/**
 * Watch price / Watching follows the watch machine: the graph's paths are replayed on the rendered WatchButton.
 * GET /post/{id}/watch and POST or DELETE /post/{id}/watch answer as the path says (watched or not, or a failure),
 * released step by step; the toggle is clicked. After every step the button says what it offers and whether it
 * takes a click.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { POST_LIFE_MESSAGES } from '../../src/contract';
import { watchMachine, type WatchSnapshot } from '../../src/machines/watch';
import { WatchButton } from '../../src/ui/screens/postLife/WatchButton';
import { apiUrl, server } from '../setup/msw';
import { signIn } from '../ui/post.render';
import { watchModel } from './watch.model';
import { standingAnswer } from './view/answers';
import { answerQueue, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const toggle = () => screen.getByRole('button', { name: /Watch price|Watching/ });

const expectToggle = (label: string, enabled: boolean) => {
  expect(toggle()).toHaveTextContent(label);
  expect(toggle()).toHaveProperty('disabled', !enabled);
};

const leafAssertions: Record<string, (snapshot: WatchSnapshot) => void> = {
  'watch.loading': () => expectToggle(POST_LIFE_MESSAGES.watchPrice, false),
  'watch.notWatching': () => expectToggle(POST_LIFE_MESSAGES.watchPrice, true),
  'watch.starting': () => expectToggle(POST_LIFE_MESSAGES.watchPrice, false),
  'watch.watching': () => expectToggle(POST_LIFE_MESSAGES.watching, true),
  'watch.stopping': () => expectToggle(POST_LIFE_MESSAGES.watching, false),
};

const answers = answerQueue(['change'] as const);
/** The watch is read again when the signed-in session settles and the button mounts anew: every read gets the answer. */
const status = standingAnswer();

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const loading = event.type.endsWith('.watch.loading');
  if (event.type.startsWith('xstate.done.actor.')) {
    const watching = event.output as boolean;
    if (loading) return status.release(() => HttpResponse.json({ post_id: 7, watching }));
    return answers.release('change', () => HttpResponse.json({ post_id: 7, watching }));
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    const failure = refusal({ status: 500, message: 'Server busy' });
    return loading ? status.release(failure) : answers.release('change', failure);
  }
  return clickOn(user, toggle());
}

const { walkPath } = screenWalk<WatchSnapshot>({
  machine: watchMachine,
  leafAssertions,
  perform,
  reset: () => {
    answers.reset();
    status.reset();
  },
  render: () => {
    signIn('alice');
    renderScreen({ path: '/', element: <WatchButton postId={7} />, entry: '/', elsewhere: {} });
  },
});

describe('Watch price follows the watch machine', () => {
  beforeEach(() => {
    answers.reset();
    status.reset();
    server.use(
      http.get(apiUrl('/post/:id/watch'), () => status.next()),
      http.post(apiUrl('/post/:id/watch'), () => answers.next('change')),
      http.delete(apiUrl('/post/:id/watch'), () => answers.next('change')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(watchMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(watchModel, walkPath, { reachable: () => true });
  }, 120_000);
});
