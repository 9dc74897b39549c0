import { describe, expect, it } from 'vitest';
import { DURATIONS, LIMITS, MESSAGES } from '../../src/contract';
import { selectCanExpand, selectCanLoadMore, selectCount, selectLoadError, selectWaitsForNetwork } from '../../src/machines/comments';
import { OfflineError } from '../../src/services/api';
import { sampleComment, topLevelComments } from '../fixtures/post';
import { ALICE, LATER, loaded, settle, start } from './comments.start';

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
    expect(sends[0]?.input).toEqual({ payload: { post: 42, comment: 'Is it still available?', parent: null }, key: 'key-1' });
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
    // Sent again with the same Idempotency-Key: the first may have reached the server.
    expect(sends.map((send) => send.input)).toEqual([
      { payload: { post: 42, comment: 'Hello', parent: null }, key: 'key-1' },
      { payload: { post: 42, comment: 'Hello', parent: null }, key: 'key-1' },
    ]);
    const saved = sampleComment(77, { user: ALICE, comment: 'Hello', created_at: LATER });
    sends[1]?.resolve({ ok: true, answer: { comment: saved, no_of_comments: 2 }, receivedAt: LATER });
    await settle();
    expect(selectWaitsForNetwork(actor.getSnapshot(), { isReply: false })).toBe(false);
    expect(visibleIds()[0]).toBe(77);
    expect(actor.getSnapshot().context.count).toBe(2);
  });

  it('sent again by hand after its answer was lost keeps its key; another text gets a new one', async () => {
    const { actor, sends } = await loaded();
    const submit = (text: string) => {
      actor.send({ type: 'comment.changed', text });
      actor.send({ type: 'comment.submitted', author: ALICE });
    };
    submit('Hello');
    sends[0]?.resolve({ ok: false, failure: { status: 0, message: MESSAGES.networkError } });
    await settle();
    expect(actor.getSnapshot().context.draft).toBe('Hello');
    submit(' Hello ');
    sends[1]?.resolve({ ok: false, failure: { status: 0, message: MESSAGES.networkError } });
    await settle();
    submit('Hello again');
    expect(sends.map((send) => send.input.key)).toEqual(['key-1', 'key-1', 'key-2']);
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
