/**
 * Block user / Unblock user follows the block machine: the graph's paths are replayed on the rendered BlockButton.
 * GET /blocks/{username} and POST /blocks answer as the path says (blocked or not, or a failure), released step by
 * step; Block user, the question's Block and Cancel, and Unblock user are clicked. After every step the button
 * says what it offers and whether it takes a click, and the question shows only while it is asked.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { blockMachine, type BlockEvent, type BlockSnapshot } from '../../src/machines/block';
import { BlockButton } from '../../src/ui/screens/block/BlockButton';
import { apiUrl, server } from '../setup/msw';
import { signIn } from '../ui/post.render';
import { blockModel } from './block.model';
import { standingAnswer } from './view/answers';
import { answerQueue, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const toggle = () => screen.getByRole('button', { name: /Block user|Unblock user/ });
const question = () => screen.queryByRole('alertdialog', { name: 'Block user' });

const expectToggle = (label: 'Block user' | 'Unblock user', enabled: boolean) => {
  expect(toggle()).toHaveTextContent(label);
  expect(toggle()).toHaveProperty('disabled', !enabled);
  expect(question()).not.toBeInTheDocument();
};

const leafAssertions: Record<string, (snapshot: BlockSnapshot) => void> = {
  'block.loading': () => expectToggle('Block user', false),
  'block.unblocked': () => expectToggle('Block user', true),
  'block.confirming': () => {
    expect(question()).toHaveTextContent('Block ada_fabrics?');
    expect(toggle()).toBeDisabled();
  },
  'block.blocking': () => expectToggle('Block user', false),
  'block.blocked': () => expectToggle('Unblock user', true),
  'block.unblocking': () => expectToggle('Unblock user', false),
};

const answers = answerQueue(['change'] as const);
/** The status is read again when the signed-in session settles and the button mounts anew: every read gets the answer. */
const status = standingAnswer();

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const loading = event.type.endsWith('.block.loading');
  if (event.type.startsWith('xstate.done.actor.')) {
    const blocked = event.output as boolean;
    if (loading) return status.release(() => HttpResponse.json({ username: 'ada_fabrics', blocked }));
    return answers.release('change', () => HttpResponse.json({ username: 'ada_fabrics', blocked, message: blocked ? MESSAGES.userBlocked : MESSAGES.userUnblocked }));
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    const failure = refusal({ status: 500, message: 'Server busy' });
    return loading ? status.release(failure) : answers.release('change', failure);
  }
  const step = event as BlockEvent;
  if (step.type === 'block.confirmed') return clickOn(user, screen.getByRole('button', { name: 'Block' }));
  if (step.type === 'block.cancelled') return clickOn(user, screen.getByRole('button', { name: 'Cancel' }));
  return clickOn(user, toggle());
}

const { walkPath } = screenWalk<BlockSnapshot>({
  machine: blockMachine,
  leafAssertions,
  perform,
  reset: () => {
    answers.reset();
    status.reset();
  },
  render: () => {
    signIn('alice');
    renderScreen({ path: '/', element: <BlockButton username="ada_fabrics" />, entry: '/', elsewhere: {} });
  },
});

describe('Block user follows the block machine', () => {
  beforeEach(() => {
    answers.reset();
    status.reset();
    server.use(
      http.get(apiUrl('/blocks/:username'), () => status.next()),
      http.post(apiUrl('/blocks'), () => answers.next('change')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(blockMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(blockModel, walkPath, { reachable: () => true });
  }, 120_000);
});
