/**
 * Renew follows the renew machine: the graph's paths are replayed on the rendered RenewButton. POST
 * /post/{id}/renew answers as the path says (renewed, or a failure), released step by step; Renew is clicked.
 * After every step the button is offered, busy, or gone once the post is renewed.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { POST_LIFE_MESSAGES } from '../../src/contract';
import { renewMachine, type RenewSnapshot } from '../../src/machines/renew';
import { RenewButton } from '../../src/ui/screens/postLife/RenewButton';
import { apiUrl, server } from '../setup/msw';
import { signIn } from '../ui/post.render';
import { renewModel } from './renew.model';
import { answerQueue, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const renew = () => screen.queryByRole('button', { name: POST_LIFE_MESSAGES.renew });

const leafAssertions: Record<string, (snapshot: RenewSnapshot) => void> = {
  'renew.idle': () => expect(renew()).toBeEnabled(),
  'renew.renewing': () => expect(renew()).toBeDisabled(),
  'renew.renewed': () => expect(renew()).not.toBeInTheDocument(),
};

const answers = answerQueue(['renew'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    return answers.release('renew', () => HttpResponse.json({ post_id: 7, renewed_at: String(event.output), message: POST_LIFE_MESSAGES.renewed }));
  }
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('renew', refusal({ status: 500, message: 'Server busy' }));
  const button = renew();
  if (!button) throw new Error('Renew is not offered');
  return clickOn(user, button);
}

const { walkPath } = screenWalk<RenewSnapshot>({
  machine: renewMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: () => {
    signIn('ada_fabrics');
    renderScreen({ path: '/', element: <RenewButton postId={7} />, entry: '/', elsewhere: {} });
  },
});

describe('Renew follows the renew machine', () => {
  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/post/:id/renew'), () => answers.next('renew')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(renewMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(renewModel, walkPath, { reachable: () => true });
  }, 120_000);
});
