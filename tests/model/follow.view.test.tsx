/**
 * The view follows the machine: the follow graph's paths are replayed against
 * the Follow button and the Followers count of the rendered ProfileScreen at
 * /profile/chidi_stores, for a member who does not follow yet, one who does,
 * and a signed-out visitor. A toggle is a click on Follow / Following; the
 * server's answers to POST /follow (a failure is a 500) are released step by
 * step, and the profile it reloads after each settled request is answered at
 * once with what the server last said. After every step the screen's follow
 * actor must be in the step's state and the screen must show it.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES, type CurrentUser } from '../../src/contract';
import { followMachine, selectFollowers, selectIsFollowing, type FollowAnswer, type FollowInput, type FollowSnapshot } from '../../src/machines/follow';
import { vendorProfileOf } from '../fixtures/profile';
import { apiUrl, server } from '../setup/msw';
import { followModel } from './follow.model';
import type { MachineModel } from './harness';
import { eventually } from './settle';
import { answers, renderProfile, useProfileServer } from './profile.screen';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, transient } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const followButton = () => screen.queryByRole('button', { name: /^(Follow|Following)$/ });
const followersCount = () => document.querySelector('[data-part="followers-count"]');

function expectFollow(snapshot: FollowSnapshot, pending: boolean): void {
  expect(followersCount()).toHaveTextContent(String(selectFollowers(snapshot)));
  if (!snapshot.context.signedIn) {
    // A signed-out visitor is offered the way to log in instead of Follow.
    expect(followButton()).toBeNull();
    expect(screen.getByRole('link', { name: MESSAGES.loginToInteract })).toHaveAttribute('href', '/login');
    return;
  }
  const following = selectIsFollowing(snapshot);
  expect(followButton()).toHaveTextContent(following ? 'Following' : 'Follow');
  expect(followButton()).toHaveAttribute('aria-pressed', String(following));
  if (pending) expect(followButton()).toHaveAttribute('data-pending', 'true');
  else expect(followButton()).not.toHaveAttribute('data-pending');
}

const leafAssertions: Record<string, (snapshot: FollowSnapshot) => void> = {
  'follow.idle': (snapshot) => expectFollow(snapshot, false),
  'follow.requesting': (snapshot) => expectFollow(snapshot, true),
  // Eventless: the answer is stored and the toast said on the way to idle.
  'follow.settled': transient('settled'),
};

/** What the server says of the profile: its follow state as the last answer left it. */
let served: FollowInput;
let followRequests = 0;

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const answer = event.output as FollowAnswer;
    served = { ...served, isFollowing: answer.isFollowing, followers: answer.user_followers };
    const before = followRequests;
    answers.release('follow', () => HttpResponse.json({ user: served.username, ...answer }));
    // A changed mind stays in requesting with one more request: the step is done once that request is out.
    await eventually(() => expect(followRequests > before || !followButton()?.hasAttribute('data-pending')).toBe(true));
  } else if (event.type.startsWith('xstate.error.actor.')) {
    answers.release('follow', refusal({ status: 500, message: 'Server busy' }));
  } else if (event.type === 'follow.toggled') {
    const button = followButton();
    if (!button) throw new Error('no Follow button');
    await user.click(button);
  } else {
    throw new Error(`the walk cannot perform ${event.type}`);
  }
}

function servedProfile(): CurrentUser {
  const profile = vendorProfileOf(served.username, { market_info: null, is_following: served.isFollowing });
  return {
    ...profile,
    user: { ...profile.user, first_name: served.name, last_name: '' },
    others: { ...profile.others, user_followers: served.followers },
  };
}

const { walkPath } = screenWalk<FollowSnapshot>({
  machine: followMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    served = variant.input as FollowInput;
    useProfileServer(served.username, served.signedIn ? 'ada' : null, { profile: servedProfile });
    followRequests = 0;
    server.use(
      http.post(apiUrl('/follow'), () => {
        followRequests += 1;
        return answers.next('follow');
      }),
    );
    renderProfile(served.username);
  },
});

/** Only a signed-in visitor has the button: the signed-out visitor's toggle is never offered. */
const followViewModel: MachineModel = {
  ...followModel,
  filterEvents: (snapshot, event) => event.type !== 'follow.toggled' || (snapshot.context as FollowInput).signedIn,
};

describe('the Follow button follows the follow machine', () => {
  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(followMachine, leafAssertions);
  });

  it('shows every step of the generated paths, changed minds and failures included', async () => {
    await expectViewFollowsModel(followViewModel, walkPath, { neverShown: ['follow.settled'], reachable: () => true });
  }, 60_000);
});
