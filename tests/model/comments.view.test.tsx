/**
 * The view follows the machine: the comments graph's paths are replayed
 * against the rendered comments section of post 42, signed in as alice, with
 * comments allowed or closed by the vendor. Typing, Post, Reply, View all,
 * Load more and Show less are what a person does; the list and the sent
 * comments are msw's answers to GET and POST /comment, released step by step
 * (refusals, a call lost offline, then the browser's online event); someone
 * else's comment is the post shadow hearing it, as the post's live socket
 * tells it; the reply lock and the highlight end on fake time. After every step
 * the section's actor must be in the step's state and the section must show
 * it, leaf by leaf.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import {
  commentsMachine,
  repliesOf,
  selectCanExpand,
  selectCanLoadMore,
  selectVisibleComments,
  type CommentsEvent,
  type CommentsLoaded,
  type CommentsSnapshot,
  type SendOutcome,
} from '../../src/machines/comments';
import type { PostShadowRef } from '../../src/machines/postShadow';
import { OfflineError } from '../../src/services/api';
import { writeSession } from '../../src/services/cookies';
import { commentCountLabel, CommentsSection } from '../../src/ui/screens/post/CommentsSection';
import { PostShadowScope, usePostShadow } from '../../src/ui/screens/post/PostShadow';
import { currentUserOf } from '../machines/auth.fixtures';
import { samplePost } from '../fixtures/post';
import { apiUrl, server } from '../setup/msw';
import { commentsModel, RECEIVED_AT } from './comments.model';
import { invokeIds, type MachineModel } from './harness';
import { answerQueue, changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, submitForm } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const VIEWER = 'alice';

// ---------------------------------------------------------------------------
// What the section must show in each leaf state.

/** Read from the running actor: the optimistic comment carries the signed-in user as the app knows them. */
type LeafAssertion = (step: CommentsSnapshot, running: CommentsSnapshot) => void;

const commentForm = () => screen.getByRole('form', { name: 'Add a comment' });
const postButton = () => within(commentForm()).getByRole('button', { name: /^(Post|Posting\.\.\.)$/ });
const replyForm = () => screen.queryByRole('form', { name: /^Reply to / });
const shownItems = () => [...document.querySelectorAll('[data-part="comment"]')];
const textOf = (item: Element) => item.querySelector('.comment__text')?.textContent;

/** The newest top-level comments the view shows, each with its replies, and the count. */
function expectList(running: CommentsSnapshot): void {
  const { context } = running;
  const visible = selectVisibleComments(running).flatMap((comment) => [comment, ...repliesOf(running, comment.id)]);
  expect(shownItems().map(textOf)).toEqual(visible.map((comment) => comment.comment));
  expect(document.querySelector('[data-part="count"]')).toHaveTextContent(commentCountLabel(context.count));
}

function expectComposer(running: CommentsSnapshot, button: 'Post' | 'Posting...', enabled: boolean): void {
  const { draft, commentError, allowComments } = running.context;
  const input = within(commentForm()).getByRole('textbox', { name: 'Write a comment' });
  expect(input).toHaveValue(draft);
  if (allowComments) expect(input).toBeEnabled();
  else expect(within(commentForm()).getByRole('note')).toHaveTextContent(MESSAGES.commentsDisabledNotice);
  expect(postButton()).toHaveTextContent(button);
  if (enabled && allowComments) expect(postButton()).toBeEnabled();
  else expect(postButton()).toBeDisabled();
  if (commentError) expect(within(commentForm()).getByRole('alert')).toHaveTextContent(commentError);
  else expect(within(commentForm()).queryByRole('alert')).toBeNull();
}

/** The reply form under the comment it answers, while that comment is shown; its button locked while a reply is out. */
function expectReply(running: CommentsSnapshot, locked: boolean): void {
  const { replyingTo, replyDraft, replyError } = running.context;
  const shown = replyingTo !== null && shownItems().some((item) => textOf(item) === running.context.comments.find((c) => c.id === replyingTo)?.comment);
  const form = replyForm();
  if (!shown) {
    expect(form).toBeNull();
    return;
  }
  const reply = within(form as HTMLElement);
  expect(reply.getByRole('textbox', { name: 'Write a reply' })).toHaveValue(replyDraft);
  if (locked) expect(reply.getByRole('button', { name: 'Reply' })).toBeDisabled();
  else expect(reply.getByRole('button', { name: 'Reply' })).toBeEnabled();
  if (replyError) expect(reply.getByRole('alert')).toHaveTextContent(replyError);
  else expect(reply.queryByRole('alert')).toBeNull();
}

/** The comments lost offline say they go once the browser is online. */
const waitNotes = () => screen.queryAllByText(MESSAGES.sendsWhenOnline).length;

const leafAssertions: Record<string, LeafAssertion> = {
  'comments.loading': () => {
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments...');
  },
  'comments.failed': () => {
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.unableToLoadComments);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'comments.loaded.view.collapsed': (_step, running) => {
    expectList(running);
    expect(screen.queryByRole('button', { name: 'Show less' })).toBeNull();
    if (selectCanExpand(running)) expect(screen.getByRole('button', { name: /^View all / })).toBeEnabled();
    else expect(screen.queryByRole('button', { name: /^View all / })).toBeNull();
  },
  'comments.loaded.view.expanded': (_step, running) => {
    expectList(running);
    expect(screen.getByRole('button', { name: 'Show less' })).toBeEnabled();
    if (selectCanLoadMore(running)) expect(screen.getByRole('button', { name: 'Load more comments' })).toBeEnabled();
    else expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  },
  'comments.loaded.composer.idle': (_step, running) => expectComposer(running, 'Post', true),
  'comments.loaded.composer.sending': (_step, running) => expectComposer(running, 'Posting...', false),
  'comments.loaded.composer.waitingForNetwork': (_step, running) => {
    expectComposer(running, 'Post', false);
    expect(waitNotes()).toBeGreaterThan(0);
  },
  'comments.loaded.reply.idle': (_step, running) => expectReply(running, false),
  'comments.loaded.reply.sending': (_step, running) => expectReply(running, true),
  'comments.loaded.reply.waitingForNetwork': (_step, running) => expectReply(running, true),
  'comments.loaded.reply.locked': (_step, running) => expectReply(running, true),
  // Asking again is quiet: the list stays as it is until the answer.
  'comments.loaded.live.idle': (_step, running) => expectList(running),
  'comments.loaded.live.reloading': (_step, running) => expectList(running),
  'comments.loaded.highlight.off': () => {
    expect(document.querySelectorAll('[data-highlighted]')).toHaveLength(0);
  },
  'comments.loaded.highlight.on': (_step, running) => {
    const highlighted = running.context.comments.filter((comment) => running.context.highlighted.includes(comment.id)).map((comment) => comment.comment);
    const shown = shownItems().filter((item) => item.hasAttribute('data-highlighted')).map(textOf);
    expect(shown).toEqual(shownItems().map(textOf).filter((text) => highlighted.includes(text ?? '')));
  },
};

// ---------------------------------------------------------------------------
// The server, the network and the post's shadow.

const answers = answerQueue(['load', 'comment', 'reply'] as const);
let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
let shadow: PostShadowRef | undefined;

/** Keeps the section's post shadow, which the post's live socket tells what it hears. */
function ShadowHandle() {
  shadow = usePostShadow() ?? undefined;
  return null;
}

function sentAnswer(outcome: SendOutcome) {
  if (outcome.ok) return () => HttpResponse.json(outcome.answer);
  return refusal(outcome.failure);
}

// ---------------------------------------------------------------------------
// The walk.

const sendIds = invokeIds(commentsMachine, 'sendComment');
const change = changeTo;

async function performSystem(event: AnyEventObject): Promise<void> {
  const id = String(event.actorId);
  if (event.type.startsWith('xstate.after.')) {
    const delay = event.type.includes('replyLock') ? DURATIONS.replyLock : DURATIONS.commentHighlight;
    await act(() => vi.advanceTimersByTimeAsync(delay));
  } else if (id.startsWith('waitForNetwork')) {
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
  } else if (id === 'loadComments' || id === 'reloadComments') {
    answers.release('load', event.type.startsWith('xstate.done.') ? () => HttpResponse.json({ comments: (event.output as CommentsLoaded).comments }) : refusal({ status: 500, message: 'Server busy' }));
  } else {
    const endpoint = id === 'sendReply' ? 'reply' : 'comment';
    if (event.type.startsWith('xstate.done.')) answers.release(endpoint, sentAnswer(event.output as SendOutcome));
    else {
      online = false;
      answers.release(endpoint, () => HttpResponse.error());
    }
  }
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.')) return performSystem(event);
  const commentsEvent = event as CommentsEvent;
  switch (commentsEvent.type) {
    case 'comments.retry':
      return clickOn(user, screen.getByRole('button', { name: 'Try Again' }));
    case 'comments.expanded':
      return clickOn(user, screen.getByRole('button', { name: /^View all / }));
    case 'comments.collapsed':
      return clickOn(user, screen.getByRole('button', { name: 'Show less' }));
    case 'comments.loadMore':
      return clickOn(user, screen.getByRole('button', { name: 'Load more comments' }));
    case 'comment.changed':
      return change(within(commentForm()).getByRole('textbox', { name: 'Write a comment' }), commentsEvent.text);
    case 'comment.submitted':
      return submitForm(commentForm());
    case 'reply.toggled': {
      const item = shownItems().find((candidate) => textOf(candidate) === `Comment number ${commentsEvent.commentId}`);
      return clickOn(user, within(item as HTMLElement).getAllByRole('button', { name: 'Reply' })[0] as HTMLElement);
    }
    case 'reply.changed':
      return change(within(replyForm() as HTMLElement).getByRole('textbox', { name: 'Write a reply' }), commentsEvent.text);
    case 'reply.submitted':
      return submitForm(replyForm() as HTMLElement);
    case 'comments.refresh':
      return act(async () => {
        shadow?.send({ type: 'post.heard', activity: { kind: 'comment', postId: 42, username: 'bola' }, viewer: VIEWER });
      });
    default:
      throw new Error(`the walk cannot perform ${event.type}`);
  }
}

/**
 * What the signed-in viewer can do: write and send only where comments are allowed, reply to a comment that is
 * shown (in the form under it), Load more while there is more. Highlights start from what arrives, not from a person. Sending fails
 * only as a refusal or lost offline (the actor turns everything else into an outcome).
 */
const commentsViewModel: MachineModel = {
  ...commentsModel,
  filterEvents: (state, event) => {
    if (!commentsModel.filterEvents?.(state, event)) return false;
    const snapshot = state as CommentsSnapshot;
    const { context } = snapshot;
    if (event.type.startsWith('xstate.error.actor.') && sendIds.includes(String(event.actorId))) return event.error instanceof OfflineError;
    if (event.type === 'highlight.started') return false;
    if ((event.type === 'comment.submitted' || event.type === 'reply.submitted') && event.author === null) return false;
    if (event.type.startsWith('comment.') || event.type.startsWith('reply.')) {
      if (!context.allowComments) return false;
    }
    const shown = (id: number | null) => selectVisibleComments(snapshot).some((comment) => comment.id === id);
    if (event.type === 'reply.toggled') return shown(Number(event.commentId));
    // The reply form is under the comment it answers.
    if (event.type === 'reply.changed' || event.type === 'reply.submitted') return shown(context.replyingTo);
    if (event.type === 'comments.loadMore') return selectCanLoadMore(snapshot);
    return true;
  },
};

const { walkPath } = screenWalk<CommentsSnapshot>({
  machine: commentsMachine,
  leafAssertions,
  perform,
  reset: () => {
    answers.reset();
    online = true;
    vi.setSystemTime(RECEIVED_AT);
  },
  render: (variant) => {
    const { allowComments } = variant.input as { allowComments: boolean };
    const post = samplePost();
    const vendor = post.user.vendor && { ...post.user.vendor, allow_comments: allowComments };
    renderScreen({
      path: '/',
      element: (
        <PostShadowScope>
          <ShadowHandle />
          <CommentsSection post={{ id: 42, no_of_comments: 4, user: { ...post.user, vendor } }} />
        </PostShadowScope>
      ),
      entry: '/',
      elsewhere: {},
    });
  },
});

describe('the comments section follows the comments machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(RECEIVED_AT);
    answers.reset();
    online = true;
    writeSession({ token: `token-${VIEWER}`, username: VIEWER });
    server.use(
      http.get(apiUrl('/comment'), () => answers.next('load')),
      http.post(apiUrl('/comment'), async ({ request }) => answers.next(((await request.json()) as { parent: number | null }).parent === null ? 'comment' : 'reply')),
      http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: currentUserOf(VIEWER) })),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    online = true;
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(commentsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals and a call lost offline included', async () => {
    await expectViewFollowsModel(commentsViewModel, walkPath, { reachable: () => true });
  }, 120_000);
});
