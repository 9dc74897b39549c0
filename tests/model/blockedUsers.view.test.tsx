/**
 * Settings → Blocked Users follows the blockedUsers machine: the graph's paths are replayed on the rendered
 * BlockedUsersSection of a signed-in Alice. The list is msw's answer to GET /blocks, an Unblock its answer to POST
 * /blocks, released step by step; Try Again and Unblock are clicks. After every step the section shows the loading
 * note, the failure with Try Again, or the listed users with their Unblock buttons as the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, type BlockedUser } from '../../src/contract';
import { blockedUsersMachine, type BlockedUsersContext, type BlockedUsersSnapshot } from '../../src/machines/blockedUsers';
import { BlockedUsersSection } from '../../src/ui/screens/settings/marketplace/BlockedUsersSection';
import { apiUrl, server } from '../setup/msw';
import { blockedUsersModel } from './blockedUsers.model';
import { invokeIds } from './harness';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const section = () => screen.getByRole('region', { name: 'Blocked Users' });
const unblockButtons = () => within(section()).queryAllByRole('button', { name: /^Unblock / });

function expectUsers({ context }: BlockedUsersSnapshot): void {
  if (context.users.length === 0) {
    expect(within(section()).getByText(MESSAGES.noBlockedUsers)).toBeInTheDocument();
    return;
  }
  const items = within(within(section()).getByRole('list', { name: 'Blocked users' })).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-username'))).toEqual(context.users.map((user) => user.username));
  for (const user of context.users) {
    const button = within(section()).getByRole('button', { name: `Unblock ${user.username}` });
    expect(button).toHaveTextContent(user.username === context.unblocking ? 'Unblocking...' : 'Unblock');
    if (context.unblocking === null) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  }
}

const leafAssertions: Record<string, (snapshot: BlockedUsersSnapshot) => void> = {
  'blockedUsers.loading': () => {
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading blocked users...');
    expect(unblockButtons()).toEqual([]);
  },
  'blockedUsers.failed': () => {
    expect(within(section()).getByText(MESSAGES.blockedUsersLoadFailed)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'blockedUsers.ready': expectUsers,
  'blockedUsers.unblocking': expectUsers,
};

/** The list may be asked twice as the section first mounts: the released answer stands for both. */
const list = standingAnswer();
const answers = answerQueue(['unblock'] as const);
const loadIds = invokeIds(blockedUsersMachine, 'loadBlockedUsers');

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const loading = loadIds.includes(String(event.actorId));
  if (event.type.startsWith('xstate.done.actor.') && loading) {
    const users = event.output as BlockedUser[];
    return list.release(() => HttpResponse.json({ results: users }));
  }
  if (event.type.startsWith('xstate.done.actor.')) {
    return answers.release('unblock', () => HttpResponse.json({ username: 'ada_fabrics', blocked: false, message: MESSAGES.userUnblocked }));
  }
  if (event.type.startsWith('xstate.error.actor.') && loading) return list.release(refusal({ status: 500, message: MESSAGES.serverError }));
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('unblock', refusal({ status: 500, message: MESSAGES.serverError }));
  list.hold();
  if (event.type === 'blocked.retryClicked') return underFakeClock(user.click(within(section()).getByRole('button', { name: 'Try Again' })));
  if (event.type === 'blocked.unblockClicked') {
    return underFakeClock(user.click(within(section()).getByRole('button', { name: `Unblock ${String(event.username)}` })));
  }
  throw new Error(`the walk cannot perform ${event.type}`);
}

const { walkPath } = screenWalk<BlockedUsersSnapshot>({
  machine: blockedUsersMachine,
  leafAssertions,
  perform,
  reset: () => {
    list.reset();
    answers.reset();
  },
  render: () => renderForAlice(<BlockedUsersSection />),
});

/** Only a listed user has an Unblock button. */
const listedModel = {
  ...blockedUsersModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    event.type !== 'blocked.unblockClicked' || (snapshot.context as BlockedUsersContext).users.some((user) => user.username === event.username),
};

describe('Settings → Blocked Users follows the blockedUsers machine', () => {
  useFakeClock();

  beforeEach(() => {
    list.reset();
    answers.reset();
    server.use(
      http.get(apiUrl('/blocks'), () => list.next()),
      http.post(apiUrl('/blocks'), () => answers.next('unblock')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(blockedUsersMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(listedModel, walkPath, { reachable: () => true });
  }, 60_000);
});
