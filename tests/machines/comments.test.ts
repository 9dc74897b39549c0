import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, LIMITS, MESSAGES } from '../../src/contract';
import {
  commentsMachine,
  selectCanExpand,
  selectCanLoadMore,
  selectCount,
  selectIsReplyLocked,
  selectLoadError,
  selectVisibleComments,
  selectWaitsForNetwork,
  type CommentAuthor,
  type CommentsEmitted,
  type CommentsLoaded,
  type SendOutcome,
  type SendRequest,
} from '../../src/machines/comments';
import { OfflineError } from '../../src/services/api';
import { sampleComment, topLevelComments } from '../fixtures/post';

const ALICE: CommentAuthor = { username: 'alice', display_name: 'Alice Okafor', profileimg: '' };
const LATER = '2026-03-02T00:00:00Z';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

function start(options: { allowComments?: boolean; count?: number } = {}) {
  const clock = new SimulatedClock();
  const loads: Array<Deferred<CommentsLoaded>> = [];
  const sends: Array<Deferred<SendOutcome> & { input: SendRequest }> = [];
  const emitted: CommentsEmitted[] = [];
  /** Each wait for the network, ended by calling it (the browser's online event). */
  const waits: Array<() => void> = [];
  const actor = createActor(
    commentsMachine.provide({
      actors: {
        loadComments: fromPromise<CommentsLoaded, { postId: number }>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
        sendComment: fromPromise<SendOutcome, SendRequest>(({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject }))),
        waitForNetwork: fromPromise<void>(() => new Promise((resolve) => waits.push(resolve))),
      },
    }),
    { input: { postId: 42, count: options.count ?? 0, allowComments: options.allowComments ?? true }, clock },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const toasts = () => emitted.filter((event) => event.type === 'toast').map((event) => (event.type === 'toast' ? event.message : ''));
  const visibleIds = () => selectVisibleComments(actor.getSnapshot()).map((comment) => comment.id);
  return { actor, clock, loads, sends, waits, emitted, toasts, visibleIds };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loaded(comments = topLevelComments(0), options: Parameters<typeof start>[0] = {}) {
  const started = start({ count: comments.filter((comment) => comment.parent === null).length, ...options });
  started.loads[0]?.resolve({ comments, receivedAt: LATER });
  await settle();
  return started;
}

describe('comments machine: loading', () => {
  it('loads, and says Unable to load comments. with a retry on failure', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    loads[0]?.reject(new Error('offline'));
    await settle();
    expect(selectLoadError(actor.getSnapshot())).toBe(MESSAGES.unableToLoadComments);
    actor.send({ type: 'comments.retry' });
    loads[1]?.resolve({ comments: topLevelComments(1), receivedAt: LATER });
    await settle();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });

  it('highlights comments under 5 s old for 2 s', async () => {
    const fresh = sampleComment(9, { created_at: '2026-03-01T12:00:00Z' });
    const { actor, clock, loads } = start();
    loads[0]?.resolve({ comments: [sampleComment(1), fresh], receivedAt: '2026-03-01T12:00:03Z' });
    await settle();
    expect(actor.getSnapshot().context.highlighted).toEqual([9]);
    clock.increment(DURATIONS.commentHighlight);
    expect(actor.getSnapshot().context.highlighted).toEqual([]);
  });
});

describe('comments machine: collapsed and expanded', () => {
  it('shows the 2 newest collapsed, 3 expanded, then 5 more per Load more', async () => {
    const { actor, visibleIds } = await loaded(topLevelComments(10));
    expect(LIMITS.commentsCollapsed).toBe(2);
    expect(visibleIds()).toEqual([10, 9]);
    expect(selectCanExpand(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'comments.expanded' });
    expect(visibleIds()).toEqual([10, 9, 8]);
    actor.send({ type: 'comments.loadMore' });
    expect(visibleIds()).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
    actor.send({ type: 'comments.loadMore' });
    expect(visibleIds()).toHaveLength(10);
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'comments.collapsed' });
    expect(visibleIds()).toEqual([10, 9]);
    actor.send({ type: 'comments.expanded' });
    expect(visibleIds()).toHaveLength(3);
  });

  it('lists only top-level comments; replies stay with their parent', async () => {
    const { visibleIds } = await loaded([sampleComment(1), sampleComment(2, { parent: 1 }), sampleComment(3)]);
    expect(visibleIds()).toEqual([3, 1]);
  });
});

describe('comments machine: a new comment', () => {
  it('checks the draft first', async () => {
    const { actor, sends, toasts } = await loaded();
    actor.send({ type: 'comment.submitted', author: ALICE });
    expect(actor.getSnapshot().context.commentError).toBe(MESSAGES.commentEmpty);
    actor.send({ type: 'comment.changed', text: 'x'.repeat(LIMITS.commentMax + 1) });
    expect(actor.getSnapshot().context.commentError).toBeNull();
    actor.send({ type: 'comment.submitted', author: ALICE });
    expect(actor.getSnapshot().context.commentError).toBe(MESSAGES.commentTooLong);
    expect(sends).toHaveLength(0);
    expect(toasts()).toEqual([MESSAGES.commentEmpty, MESSAGES.commentTooLong]);
  });

  it('is silent for a visitor', async () => {
    const { actor, sends, emitted } = await loaded();
    actor.send({ type: 'comment.changed', text: 'Hello' });
    actor.send({ type: 'comment.submitted', author: null });
    expect(sends).toHaveLength(0);
    expect(emitted).toEqual([]);
  });

  it('appears at once, counts, locks, and is replaced by the server comment', async () => {
    const { actor, sends, emitted, visibleIds } = await loaded(topLevelComments(2));
    actor.send({ type: 'comment.changed', text: '  Is it still available?  ' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    const optimistic = actor.getSnapshot().context.comments.at(-1);
    expect(optimistic).toMatchObject({ id: -1, is_optimistic: true, comment: 'Is it still available?', user: ALICE });
    expect(visibleIds()[0]).toBe(-1);
    expect(selectCount(actor.getSnapshot())).toBe(3);
    expect(actor.getSnapshot().context.highlighted).toContain(-1);
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(sends[0]?.input).toEqual({ payload: { post: 42, comment: 'Is it still available?', parent: null } });
    actor.send({ type: 'comment.changed', text: 'again' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    expect(sends).toHaveLength(1);
    const saved = sampleComment(77, { user: ALICE, comment: 'Is it still available?', created_at: LATER });
    sends[0]?.resolve({ ok: true, answer: { comment: saved, no_of_comments: 3 }, receivedAt: LATER });
    await settle();
    expect(visibleIds()[0]).toBe(77);
    expect(actor.getSnapshot().context.comments.some((comment) => comment.is_optimistic)).toBe(false);
    expect(actor.getSnapshot().context.highlighted).toContain(77);
    expect(emitted.filter((event) => event.type === 'count.changed')).toEqual([
      { type: 'count.changed', count: 3 },
      { type: 'count.changed', count: 3 },
    ]);
  });

  it('is removed with its draft back and the count restored when refused', async () => {
    const { actor, sends, toasts } = await loaded(topLevelComments(1));
    actor.send({ type: 'comment.changed', text: 'Hello' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    sends[0]?.resolve({ ok: false, failure: { status: 500, message: 'boom' } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'Hello', count: 1 });
    expect(actor.getSnapshot().context.comments).toHaveLength(1);
    expect(toasts()).toEqual([MESSAGES.commentPostFailed]);
  });

  it.each([
    [{ status: 401, message: MESSAGES.notAuthenticated }, []],
    [{ status: 400, message: MESSAGES.emptyComment }, []],
    [{ status: 404, message: MESSAGES.postNotFound }, [MESSAGES.commentUnavailable]],
    [{ status: 400, message: MESSAGES.commentTooLong }, [MESSAGES.commentTooLong]],
    [{ status: 0, message: MESSAGES.networkError }, [MESSAGES.commentPostFailed]],
  ])('a refusal %o says %o', async (failure, said) => {
    const { actor, sends, toasts } = await loaded();
    actor.send({ type: 'comment.changed', text: 'Hello' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    sends[0]?.resolve({ ok: false, failure });
    await settle();
    expect(toasts()).toEqual(said);
  });

  it('lost offline, stays shown and counted, says nothing, and is sent again once the browser is online', async () => {
    const { actor, sends, waits, toasts, visibleIds } = await loaded(topLevelComments(1));
    actor.send({ type: 'comment.changed', text: 'Hello' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    sends[0]?.reject(new OfflineError());
    await settle();
    expect(selectWaitsForNetwork(actor.getSnapshot(), { isReply: false })).toBe(true);
    expect(visibleIds()[0]).toBe(-1);
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', count: 2 });
    expect(toasts()).toEqual([]);
    actor.send({ type: 'comment.changed', text: 'Another' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    expect(sends).toHaveLength(1);
    waits[0]?.();
    await settle();
    expect(sends.map((send) => send.input)).toEqual([
      { payload: { post: 42, comment: 'Hello', parent: null } },
      { payload: { post: 42, comment: 'Hello', parent: null } },
    ]);
    const saved = sampleComment(77, { user: ALICE, comment: 'Hello', created_at: LATER });
    sends[1]?.resolve({ ok: true, answer: { comment: saved, no_of_comments: 2 }, receivedAt: LATER });
    await settle();
    expect(selectWaitsForNetwork(actor.getSnapshot(), { isReply: false })).toBe(false);
    expect(visibleIds()[0]).toBe(77);
    expect(actor.getSnapshot().context.count).toBe(2);
  });

  it('closes the section when the server says comments are disabled', async () => {
    const { actor, sends, toasts } = await loaded();
    actor.send({ type: 'comment.changed', text: 'Hello' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    sends[0]?.resolve({ ok: false, failure: { status: 403, message: MESSAGES.commentsDisabledToast } });
    await settle();
    expect(actor.getSnapshot().context.allowComments).toBe(false);
    expect(toasts()).toEqual([MESSAGES.commentsDisabledToast]);
  });

  it('says Comments are disabled for this post when the vendor closed them', async () => {
    const { actor, sends, toasts } = await loaded([], { allowComments: false });
    actor.send({ type: 'comment.changed', text: 'Hello' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    actor.send({ type: 'reply.toggled', commentId: 1 });
    expect(actor.getSnapshot().context.replyingTo).toBeNull();
    expect(sends).toHaveLength(0);
    expect(toasts()).toEqual([MESSAGES.commentsDisabledToast]);
  });
});

describe('comments machine: replies', () => {
  it('sends a reply under its parent without counting it, then locks the form for 300 ms', async () => {
    const { actor, clock, sends, emitted } = await loaded(topLevelComments(1), { count: 1 });
    actor.send({ type: 'reply.toggled', commentId: 1 });
    actor.send({ type: 'reply.changed', text: 'Yes, still available' });
    actor.send({ type: 'reply.submitted', author: ALICE });
    expect(sends[0]?.input).toEqual({ payload: { post: 42, comment: 'Yes, still available', parent: 1 } });
    expect(selectCount(actor.getSnapshot())).toBe(1);
    const reply = sampleComment(5, { parent: 1, user: ALICE, comment: 'Yes, still available' });
    sends[0]?.resolve({ ok: true, answer: { comment: reply, no_of_comments: 2 }, receivedAt: LATER });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ replyingTo: null, count: 1 });
    expect(selectIsReplyLocked(actor.getSnapshot())).toBe(true);
    clock.increment(DURATIONS.replyLock);
    expect(selectIsReplyLocked(actor.getSnapshot())).toBe(false);
    expect(emitted.some((event) => event.type === 'count.changed')).toBe(false);
  });

  it('checks the reply: empty and over 300 characters', async () => {
    const { actor, sends } = await loaded(topLevelComments(1));
    actor.send({ type: 'reply.toggled', commentId: 1 });
    actor.send({ type: 'reply.submitted', author: ALICE });
    expect(actor.getSnapshot().context.replyError).toBe(MESSAGES.replyEmpty);
    actor.send({ type: 'reply.changed', text: 'x'.repeat(LIMITS.replyMax + 1) });
    actor.send({ type: 'reply.submitted', author: ALICE });
    expect(actor.getSnapshot().context.replyError).toBe(MESSAGES.replyTooLong);
    expect(sends).toHaveLength(0);
  });

  it('refuses to reply to a comment still on its way', async () => {
    const { actor, sends, toasts } = await loaded();
    actor.send({ type: 'comment.changed', text: 'First!' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    actor.send({ type: 'reply.toggled', commentId: -1 });
    actor.send({ type: 'reply.changed', text: 'Me too' });
    actor.send({ type: 'reply.submitted', author: ALICE });
    expect(sends).toHaveLength(1);
    expect(toasts()).toEqual([MESSAGES.replyMissingInfo]);
  });

  it('a failed reply says Failed to post reply. Please try again. and keeps the text', async () => {
    const { actor, sends, toasts } = await loaded(topLevelComments(1));
    actor.send({ type: 'reply.toggled', commentId: 1 });
    actor.send({ type: 'reply.changed', text: 'Yes' });
    actor.send({ type: 'reply.submitted', author: ALICE });
    sends[0]?.reject(new Error('offline'));
    await settle();
    expect(toasts()).toEqual([MESSAGES.replyPostFailed]);
    expect(actor.getSnapshot().context.replyDraft).toBe('Yes');
  });

  it('a reply lost offline stays, keeps the form locked, and is sent again once the browser is online', async () => {
    const { actor, sends, waits, toasts } = await loaded(topLevelComments(1));
    actor.send({ type: 'reply.toggled', commentId: 1 });
    actor.send({ type: 'reply.changed', text: 'Yes' });
    actor.send({ type: 'reply.submitted', author: ALICE });
    sends[0]?.reject(new OfflineError());
    await settle();
    expect(selectWaitsForNetwork(actor.getSnapshot(), { isReply: true })).toBe(true);
    expect(selectIsReplyLocked(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.comments.at(-1)).toMatchObject({ is_optimistic: true, comment: 'Yes', parent: 1 });
    expect(toasts()).toEqual([]);
    waits[0]?.();
    await settle();
    expect(sends[1]?.input).toEqual({ payload: { post: 42, comment: 'Yes', parent: 1 } });
  });

  it('the Reply button toggles its form', async () => {
    const { actor } = await loaded(topLevelComments(2));
    actor.send({ type: 'reply.toggled', commentId: 1 });
    expect(actor.getSnapshot().context.replyingTo).toBe(1);
    actor.send({ type: 'reply.toggled', commentId: 2 });
    expect(actor.getSnapshot().context.replyingTo).toBe(2);
    actor.send({ type: 'reply.toggled', commentId: 2 });
    expect(actor.getSnapshot().context.replyingTo).toBeNull();
  });
});
