/**
 * The profile owner's status selector follows its machine: the graph's paths
 * are replayed on the rendered StatusSelector of a signed-in Alice whose
 * browser holds the variant's status. A choice is a click on its radio; presence
 * is attached when the app's presence actor has started after sign-in, which the
 * walk waits for. After every step the radio the step's state holds is checked,
 * and a choice made once presence runs is the status presence last told the
 * server (POST /user/online-status/).
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { PRESENCE_STATUSES, type PresenceStatus } from '../../src/contract';
import { ownerStatusMachine, type OwnerStatusEvent, type OwnerStatusSnapshot } from '../../src/machines/ownerStatus';
import { writeOnlineStatus } from '../../src/services/cookies';
import { usePresenceRef } from '../../src/ui/app/AppActor';
import { StatusSelector } from '../../src/ui/screens/profile/StatusSelector';
import { apiUrl, server } from '../setup/msw';
import { ownerStatusModel } from './ownerStatus.model';
import { flush } from './settle';
import { signInAlice, useFakeClock } from './settings.walk';
import { expectAssertionPerLeaf, expectViewFollowsModel, renderScreen, screenWalk } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LABELS: Record<PresenceStatus, string> = { online: 'Online', away: 'Away', offline: 'Offline' };
const PRESENCE_MARKER = 'presence runs';

const choice = (status: PresenceStatus) => screen.getByRole('radio', { name: LABELS[status] });

/** The statuses presence posted, in order. */
let posted: PresenceStatus[] = [];

const leafAssertions: Record<string, (snapshot: OwnerStatusSnapshot, running: OwnerStatusSnapshot) => void> = {
  // Presence may start sooner than the path attaches it: what it was told is read from the running actor.
  ownerStatus: ({ context }, running) => {
    for (const status of PRESENCE_STATUSES) expect(choice(status)).toHaveAttribute('aria-checked', String(status === context.status));
    if (running.context.picked && running.context.presence) expect(posted.at(-1)).toBe(context.status);
  },
};

/** Says when the app's presence actor has started, for the walk to wait on. */
function PresenceMarker() {
  return usePresenceRef() ? <p>{PRESENCE_MARKER}</p> : null;
}

/** Waits (in real time: its code is imported after sign-in) until the app's presence actor runs. */
async function presenceStarted(): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!screen.queryByText(PRESENCE_MARKER)) {
    if (Date.now() > deadline) throw new Error('presence did not start within 5 s');
    await flush();
  }
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const statusEvent = event as OwnerStatusEvent;
  switch (statusEvent.type) {
    case 'status.selected':
      return underFakeClock(user.click(choice(statusEvent.status)));
    case 'presence.attached':
      return presenceStarted();
  }
}

const { walkPath } = screenWalk<OwnerStatusSnapshot>({
  machine: ownerStatusMachine,
  leafAssertions,
  perform,
  reset: () => {
    posted = [];
  },
  render: (variant) => {
    signInAlice();
    writeOnlineStatus((variant.input as { status: PresenceStatus }).status);
    renderScreen({
      path: '/profile',
      element: (
        <>
          <StatusSelector />
          <PresenceMarker />
        </>
      ),
      entry: '/profile',
      elsewhere: {},
    });
  },
});

describe('the status selector follows the ownerStatus machine', () => {
  useFakeClock();

  beforeEach(() => {
    posted = [];
    server.use(
      http.post(apiUrl('/user/online-status/'), async ({ request }) => {
        const { status } = (await request.json()) as { status?: PresenceStatus };
        if (status) posted.push(status);
        return HttpResponse.json({ username: 'alice', status: status ?? 'online', is_online: status !== 'offline', last_seen: null });
      }),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(ownerStatusMachine, leafAssertions);
  });

  it('shows every step of the generated paths', async () => {
    await expectViewFollowsModel(ownerStatusModel, walkPath);
  }, 60_000);
});
