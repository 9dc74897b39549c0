/**
 * The view follows the machine: the postView graph's paths are replayed
 * against the rendered post popup: loaded by id for a signed-in viewer (a
 * share link), given by the feed to a signed-out visitor, given with its
 * seller gone to a signed-in viewer, and with neither. The post and the room
 * are msw's answers to GET /post/{id} and POST /v2/chats/, released step by
 * step; Try Again, Message Seller, Copy link and a share link are clicks; the
 * clipboard takes or refuses the link when the step says; the copy feedback
 * ends on fake time. A started chat sends the user to the room, which ends the
 * page. What the live socket hears changes no state and is left to the post
 * shadow's tests. After every step the popup's actor must be in the step's
 * state and the popup must show it, leaf by leaf.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { DURATIONS, MESSAGES, type Post } from '../../src/contract';
import { postViewMachine, type PostOutcome, type PostViewContext, type PostViewEvent, type PostViewSnapshot } from '../../src/machines/postView';
import { clearSession, writeSession } from '../../src/services/cookies';
import { PostPopup } from '../../src/ui/screens/post/PostPopup';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { invokeIds, type MachineModel } from './harness';
import { postViewModel } from './postView.model';
import { answerQueue, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, transient } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const VIEWER = 'ada';
const ROOM_MARKER = 'the chat room';

// ---------------------------------------------------------------------------
// What the popup must show in each leaf state.

type LeafAssertion = (step: PostViewSnapshot, running: PostViewSnapshot) => void;

const state = (title: string) => screen.getByRole('heading', { level: 2, name: title });

/** The room's answer sent the user on: the popup is gone, whatever its actor last held. */
function leftForRoom(running: PostViewSnapshot): boolean {
  if (!running.matches({ loaded: { chat: 'opened' } })) return false;
  expect(screen.getByText(ROOM_MARKER)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  return true;
}

/** What a loaded popup shows in `assertion`, unless the user has gone to the room. */
const onThePopup = (assertion: (context: PostViewContext) => void): LeafAssertion => (_step, running) => {
  if (leftForRoom(running)) return;
  const post = running.context.post as Post;
  expect(within(screen.getByRole('dialog')).getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
  assertion(running.context);
};

/** A signed-in viewer who is not the seller may message them; anyone else is offered the seller's profile. */
function expectSellerAction(context: PostViewContext, starting: boolean): void {
  const post = context.post as Post;
  const message = screen.queryByRole('button', { name: /^(Message Seller|Starting chat\.\.\.)$/ });
  if (!signedIn) {
    expect(message).toBeNull();
    expect(screen.getByRole('link', { name: 'View Seller Profile' })).toHaveAttribute('href', `/profile/${post.user.username}`);
    return;
  }
  expect(message).toHaveTextContent(starting ? 'Starting chat...' : 'Message Seller');
  if (starting) expect(message).toBeDisabled();
  else expect(message).toBeEnabled();
}

const copyButton = () => screen.getByRole('button', { name: /^(Copy link|Link copied!)$/ });

const leafAssertions: Record<string, LeafAssertion> = {
  // Eventless: the input decides before the first render.
  'postView.checking': transient('checking'),
  'postView.noData': () => {
    expect(state(MESSAGES.noPostData)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noPostIdOrContent)).toBeInTheDocument();
  },
  'postView.loading': () => {
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
  },
  'postView.notFound': () => {
    expect(state(MESSAGES.postNotFoundTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
  'postView.failed': (_step, running) => {
    expect(state(MESSAGES.failedToLoadPost)).toBeInTheDocument();
    expect(screen.getByText(running.context.error ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'postView.loaded.chat.idle': onThePopup((context) => expectSellerAction(context, false)),
  'postView.loaded.chat.startingChat': onThePopup((context) => expectSellerAction(context, true)),
  'postView.loaded.chat.opened': (_step, running) => expect(leftForRoom(running)).toBe(true),
  'postView.loaded.copy.idle': onThePopup(() => expect(copyButton()).toHaveTextContent('Copy link')),
  // Nothing tells a copy on its way from one not asked for: the clipboard answers at once.
  'postView.loaded.copy.copying': onThePopup(() => expect(copyButton()).toHaveTextContent('Copy link')),
  'postView.loaded.copy.copied': onThePopup(() => expect(copyButton()).toHaveTextContent('Link copied!')),
};

// ---------------------------------------------------------------------------
// The server, the session and the clipboard.

const answers = answerQueue(['post', 'chat'] as const);
let signedIn = false;
let clipboard: { resolve: () => void; reject: (error: Error) => void } | undefined;

function stubClipboard(): void {
  const writeText = () =>
    new Promise<void>((resolve, reject) => {
      clipboard = { resolve, reject };
    });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function postAnswer(outcome: PostOutcome) {
  if (outcome.ok) return () => HttpResponse.json({ post: outcome.post });
  return refusal({ status: outcome.failure.status, message: outcome.failure.message });
}

// ---------------------------------------------------------------------------
// The walk.

const loadIds = invokeIds(postViewMachine, 'loadPost');
const chatIds = invokeIds(postViewMachine, 'startChatRoom');

async function performSystem(event: AnyEventObject): Promise<void> {
  const id = String(event.actorId);
  const done = event.type.startsWith('xstate.done.actor.');
  if (event.type.startsWith('xstate.after.')) await act(() => vi.advanceTimersByTimeAsync(DURATIONS.copyFeedback));
  else if (loadIds.includes(id)) answers.release('post', postAnswer(event.output as PostOutcome));
  else if (chatIds.includes(id)) answers.release('chat', done ? () => HttpResponse.json(event.output) : refusal({ status: 500, message: 'Server busy' }));
  else if (done) await act(async () => clipboard?.resolve());
  else await act(async () => clipboard?.reject(new Error('Write permission denied')));
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.')) return performSystem(event);
  const postEvent = event as PostViewEvent;
  switch (postEvent.type) {
    case 'post.retry':
      return clickOn(user, screen.getByRole('button', { name: 'Try Again' }));
    case 'chat.requested':
      return clickOn(user, screen.getByRole('button', { name: 'Message Seller' }));
    case 'link.copyRequested':
      return clickOn(user, copyButton());
    case 'share.opened':
      return clickOn(user, screen.getByRole('link', { name: 'WhatsApp' }));
    default:
      throw new Error(`the walk cannot perform ${event.type}`);
  }
}

/** Signed in for a share link and for a post whose seller is gone; the feed's post is seen signed out. */
const signedInFor = (context: PostViewContext) => context.live !== null || context.post?.user.username === '';

/**
 * What the popup offers: Message Seller to a signed-in viewer (whose name the press carries), Try Again on a
 * failure, Copy link and the shares on a loaded post. Once the room has answered the page is gone. Loading a post
 * never throws (a refusal is an outcome); the socket's notices change no state.
 */
const postViewViewModel: MachineModel = {
  ...postViewModel,
  filterEvents: (snapshot, event) => {
    if (snapshot.matches({ loaded: { chat: 'opened' } })) return false;
    if (event.type.startsWith('socket.')) return false;
    // Sent by the owner's Edit post and Mark as sold, walked in tests/ui/postListing.test.tsx.
    if (event.type === 'post.changed') return false;
    if (event.type.startsWith('xstate.error.actor.') && loadIds.includes(String(event.actorId))) return false;
    const context = snapshot.context as PostViewContext;
    if (event.type === 'chat.requested') return signedInFor(context) && event.viewer === VIEWER && snapshot.matches({ loaded: { chat: 'idle' } });
    return true;
  },
};

const { walkPath } = screenWalk<PostViewSnapshot>({
  machine: postViewMachine,
  leafAssertions,
  perform,
  reset: () => {
    answers.reset();
    clipboard = undefined;
  },
  render: (variant) => {
    const input = variant.input as { postId?: number; post?: Post; live?: unknown };
    signedIn = input.live !== undefined || input.post?.user.username === '';
    clearSession();
    if (signedIn) writeSession({ token: `token-${VIEWER}`, username: VIEWER });
    stubClipboard();
    renderScreen({
      path: '/',
      element: <PostPopup postId={input.postId ?? null} post={input.post ?? null} onClose={() => undefined} />,
      entry: '/',
      elsewhere: { '/chats/:uniquecode': ROOM_MARKER },
    });
  },
});

describe('the post popup follows the postView machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    answers.reset();
    server.use(
      http.get(apiUrl('/post/:id'), () => answers.next('post')),
      http.post(apiUrl('/v2/chats/'), () => answers.next('chat')),
      http.post(apiUrl('/post/:id/share'), () => HttpResponse.json({ success: true })),
      http.get(apiUrl('/comment'), () => HttpResponse.json([])),
      http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: currentUserOf(VIEWER) })),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(postViewMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(postViewViewModel, walkPath, { neverShown: ['postView.checking'], reachable: () => true });
  }, 120_000);
});
