import { describe, expect, it } from 'vitest';
import { DURATIONS, LIMITS, MESSAGES } from '../../src/contract';
import { selectCount, selectIsReplyLocked, selectWaitsForNetwork } from '../../src/machines/comments';
import { OfflineError } from '../../src/services/api';
import { sampleComment, topLevelComments } from '../fixtures/post';
import { ALICE, LATER, loaded, settle } from './comments.start';

describe('comments machine: replies', () => {
  it('sends a reply under its parent without counting it, then locks the form for 300 ms', async () => {
    const { actor, clock, sends, emitted } = await loaded(topLevelComments(1), { count: 1 });
    actor.send({ type: 'reply.toggled', commentId: 1 });
    actor.send({ type: 'reply.changed', text: 'Yes, still available' });
    actor.send({ type: 'reply.submitted', author: ALICE });
    expect(sends[0]?.input).toEqual({ payload: { post: 42, comment: 'Yes, still available', parent: 1 }, key: 'key-1' });
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
    expect(sends[1]?.input).toEqual({ payload: { post: 42, comment: 'Yes', parent: 1 }, key: 'key-1' });
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
