/**
 * The view follows the machine: the profile graph's paths are replayed against
 * the rendered ProfileScreen at /profile/nkechi, as the owner, another member
 * and a signed-out visitor. Loads are msw's answers to GET
 * /fetchcurruserdetails (a missing user is a 404, a failure a 500), released
 * step by step; Message, Create Post, the modal's Close and Try Again are
 * clicks. A reload is what the page does after a follow settles: the member
 * presses Follow and the server takes it. A started chat sends the user to the
 * room, which ends the page. After every step the screen's profile actor must
 * be in the step's state and the screen must show it, leaf by leaf.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { profileMachine, type ProfileContext, type ProfileOutcome } from '../../src/machines/profile';
import { displayNameOf } from '../../src/ui/screens/profile/profileView';
import { invokeIds, type MachineModel } from './harness';
import { eventually } from './settle';
import { profileModel } from './profile.model';
import { answers, profileAnswer, profileFailure, profileMissing, renderProfile, ROOM_MARKER, useProfileServer } from './profile.screen';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type LeafAssertion = (snapshot: AnyMachineSnapshot) => void;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ProfileContext;
type Viewer = 'owner' | 'member' | 'signedOut';
const viewerOf = ({ viewer, username }: ProfileContext): Viewer => (viewer === null ? 'signedOut' : viewer === username ? 'owner' : 'member');

const ROOM = 'room-nkechi';

/** The room's answer sent the user on: the page is gone, whatever its actor last held. */
let leftForRoom = false;

const messageButton = () => screen.queryByRole('button', { name: 'Message' });
const composer = () => screen.queryByRole('dialog', { name: 'Create Post' });

/** What a loaded page shows in `assertion`, unless the user has gone to the chat room. */
const onThePage = (assertion: (context: ProfileContext) => void): LeafAssertion => (snapshot) => {
  if (leftForRoom) {
    expect(screen.getByText(ROOM_MARKER)).toBeInTheDocument();
    expect(screen.getByText(`at /chats/${ROOM}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  assertion(contextOf(snapshot));
};

/** The shown profile: a reload keeps it until the new one arrives. */
function expectProfile(context: ProfileContext): void {
  if (!context.profile) throw new Error('a loaded profile has no profile');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(displayNameOf(context.profile));
  expect(screen.getByText(`@${context.profile.user.username}`)).toBeInTheDocument();
}

/** Only the member may message: the owner has their own tools, a signed-out visitor a way to log in. */
function expectMessage(context: ProfileContext, starting: boolean): void {
  const viewer = viewerOf(context);
  if (viewer !== 'member') {
    expect(messageButton()).toBeNull();
    if (viewer === 'signedOut') expect(screen.getByRole('link', { name: MESSAGES.loginToInteract })).toHaveAttribute('href', '/login');
    return;
  }
  const button = messageButton();
  if (starting) {
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  } else {
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  }
}

function expectUnavailable(title: string, retry: boolean): void {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  if (retry) expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  else expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
}

const leafAssertions: Record<string, LeafAssertion> = {
  'profile.loading': () => {
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  },
  'profile.loaded.data.shown': onThePage(expectProfile),
  'profile.loaded.data.reloading': onThePage(expectProfile),
  'profile.loaded.chat.idle': onThePage((context) => expectMessage(context, false)),
  'profile.loaded.chat.starting': onThePage((context) => expectMessage(context, true)),
  'profile.loaded.compose.closed': onThePage((context) => {
    expect(composer()).toBeNull();
    const createPost = screen.queryByRole('button', { name: 'Create Post' });
    if (viewerOf(context) === 'owner') expect(createPost).toBeEnabled();
    else expect(createPost).toBeNull();
  }),
  'profile.loaded.compose.open': onThePage(() => {
    expect(composer()).toBeInTheDocument();
  }),
  'profile.notFound': () => expectUnavailable(MESSAGES.profileNotFound, false),
  'profile.failed': () => expectUnavailable(MESSAGES.profileLoadFailed, true),
};

// ---------------------------------------------------------------------------
// The walk.

const loadIds = invokeIds(profileMachine, 'loadProfile');
const isLoad = (event: AnyEventObject) => loadIds.includes(String(event.actorId));

function loadAnswer(outcome: ProfileOutcome) {
  if (outcome.kind === 'loaded') return profileAnswer(outcome.profile);
  return outcome.kind === 'notFound' ? profileMissing : profileFailure;
}

/** The member presses Follow and the server takes it: the settled follow reloads the profile. */
async function followAndSettle(user: UserEvent): Promise<void> {
  const follow = screen.getByRole('button', { name: /^(Follow|Following)$/ });
  await user.click(follow);
  const isFollowing = follow.getAttribute('aria-pressed') === 'true';
  answers.release('follow', () => HttpResponse.json({ user: 'nkechi', isFollowing, user_followers: isFollowing ? 4 : 3 }));
  // A reload while reloading ends where it started: the step is done once the follow has settled.
  await eventually(() => expect(follow).not.toHaveAttribute('data-pending'));
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.') && isLoad(event)) {
    answers.release('profile', loadAnswer(event.output as ProfileOutcome));
  } else if (event.type.startsWith('xstate.done.actor.')) {
    answers.release('chat', () => HttpResponse.json({ ...(event.output as { uniquecode: string }), created: true }));
    leftForRoom = true;
  } else if (event.type.startsWith('xstate.error.actor.')) {
    answers.release('chat', refusal({ status: 500, message: 'Server busy' }));
  } else if (event.type === 'profile.reloadRequested') {
    await followAndSettle(user);
  } else if (event.type === 'message.requested') {
    await user.click(screen.getByRole('button', { name: 'Message' }));
  } else if (event.type === 'createPost.requested') {
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
  } else if (event.type === 'createPost.closed') {
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  } else if (event.type === 'profile.retried') {
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
  } else {
    throw new Error(`the walk cannot perform ${event.type}`);
  }
}

/**
 * What each viewer can do on the page: the member messages and follows (a settled follow reloads), the
 * owner opens and closes Create Post, a signed-out visitor only has the way to log in. A load's failure
 * is an outcome (the actor never throws but when aborted).
 */
const profileViewModel: MachineModel = {
  ...profileModel,
  filterEvents: (snapshot, event) => {
    const viewer = viewerOf(contextOf(snapshot));
    if (event.type.startsWith('xstate.error.actor.')) return !isLoad(event);
    if (event.type === 'profile.reloadRequested' || event.type === 'message.requested') return viewer === 'member' && snapshot.matches('loaded');
    if (event.type === 'createPost.requested') return viewer === 'owner' && snapshot.matches({ loaded: { compose: 'closed' } });
    if (event.type === 'createPost.closed') return snapshot.matches({ loaded: { compose: 'open' } });
    return true;
  },
};

const { walkPath } = screenWalk({
  machine: profileMachine,
  leafAssertions,
  perform,
  reset: () => {
    answers.reset();
    leftForRoom = false;
  },
  render: (variant) => {
    const { username, viewer } = variant.input as { username: string; viewer: string | null };
    useProfileServer(username, viewer);
    renderProfile(username);
  },
});

describe('the profile screen follows the profile machine', () => {
  // Create Post's code arrives before the walk opens it, as it would on a page that has it cached.
  beforeAll(() => import('../../src/ui/screens/createPost/CreatePostModal'));

  beforeEach(() => {
    leftForRoom = false;
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(profileMachine, leafAssertions);
  });

  it('shows every step of the generated paths, as owner, member and signed-out visitor', async () => {
    await expectViewFollowsModel(profileViewModel, walkPath, { reachable: () => true });
  }, 120_000);
});
