import {
  failureMessage,
  isDisabledRefusal,
  isNew,
  optimisticComment,
  pendingOf,
  replaceComment,
  withoutComment,
} from './comments.rules';
import type { CommentAuthor, CommentFailure, CommentsContext, CommentsEnqueueArgs, SendOutcome, UnsentKey } from './comments.types';

/*
 * Sending a comment or a reply: shown at once, then replaced by the server's or removed with its draft back.
 * The composer and reply regions share these; the machine's setup binds them to their names.
 */

/** How many failed comments' keys are kept for a resend of the same text. */
const UNSENT_KEYS_KEPT = 5;

/** A top-level comment (the composer) or a reply (the reply form). */
export type Level = { isReply: boolean };

export const draftOf = (context: CommentsContext, { isReply }: Level) => (isReply ? context.replyDraft : context.draft);

/** What POST /comment carries: the one on its way at this level. */
export function sendInput(context: CommentsContext, isReply: boolean) {
  const pending = pendingOf(context.comments, isReply);
  return { payload: { post: context.postId, comment: pending?.comment ?? '', parent: pending?.parent ?? null }, key: (pending && context.sendKeys[pending.id]) ?? '' };
}

const withoutKey = (keys: Record<number, string>, id: number): Record<number, string> => Object.fromEntries(Object.entries(keys).filter(([kept]) => Number(kept) !== id));

/** The key of the same text sent before and failed (the same action again), else a new one. */
function keyFor(context: CommentsContext, text: string, parent: number | null): { key: string; unsentKeys: UnsentKey[] } {
  const earlier = context.unsentKeys.find((unsent) => unsent.text === text && unsent.parent === parent);
  if (!earlier) return { key: context.newWriteKey(), unsentKeys: context.unsentKeys };
  return { key: earlier.key, unsentKeys: context.unsentKeys.filter((unsent) => unsent !== earlier) };
}

export function addOptimistic({ context, enqueue }: CommentsEnqueueArgs, params: Level & { author: CommentAuthor | null }): void {
  if (!params.author) return;
  const parent = params.isReply ? context.replyingTo : null;
  const comment = optimisticComment(context, params.author, draftOf(context, params), parent);
  const { key, unsentKeys } = keyFor(context, comment.comment, parent);
  const count = params.isReply ? context.count : context.count + 1;
  enqueue.assign({
    comments: [...context.comments, comment],
    sendKeys: { ...context.sendKeys, [comment.id]: key },
    unsentKeys,
    nextTempId: context.nextTempId - 1,
    highlighted: [...context.highlighted, comment.id],
    count,
    ...(params.isReply ? { replyDraft: '', replyError: null } : { draft: '', commentError: null }),
  });
  if (!params.isReply) enqueue.emit({ type: 'count.changed', count });
  enqueue.raise({ type: 'highlight.started' });
}

export function acceptSent({ context, enqueue }: CommentsEnqueueArgs, { isReply, outcome }: Level & { outcome: SendOutcome }): void {
  const pending = pendingOf(context.comments, isReply);
  if (!outcome.ok || !pending) return;
  const { comment, no_of_comments } = outcome.answer;
  const highlighted = context.highlighted.filter((id) => id !== pending.id);
  enqueue.assign({
    comments: replaceComment(context.comments, pending.id, comment),
    sendKeys: withoutKey(context.sendKeys, pending.id),
    highlighted: isNew(comment, outcome.receivedAt) ? [...highlighted, comment.id] : highlighted,
    ...(isReply ? { replyingTo: null } : { count: no_of_comments }),
  });
  if (!isReply) enqueue.emit({ type: 'count.changed', count: no_of_comments });
  enqueue.raise({ type: 'highlight.started' });
}

export function dropSent({ context, enqueue }: CommentsEnqueueArgs, { isReply, failure }: Level & { failure: CommentFailure | undefined }): void {
  const pending = pendingOf(context.comments, isReply);
  if (!pending) return;
  const message = failureMessage(failure, isReply);
  const count = isReply ? context.count : context.count - 1;
  const draftBack = isReply ? { replyDraft: context.replyDraft || pending.comment } : { draft: context.draft || pending.comment };
  // Its answer may have been lost after the server stored it: the same text sent again keeps the key.
  const key = context.sendKeys[pending.id];
  const unsent = key ? [{ text: pending.comment, parent: pending.parent, key }] : [];
  enqueue.assign({
    comments: withoutComment(context.comments, pending.id),
    sendKeys: withoutKey(context.sendKeys, pending.id),
    highlighted: context.highlighted.filter((id) => id !== pending.id),
    unsentKeys: [...context.unsentKeys, ...unsent].slice(-UNSENT_KEYS_KEPT),
    count,
    ...draftBack,
    ...(failure && isDisabledRefusal(failure) ? { allowComments: false, replyingTo: null } : {}),
  });
  if (!isReply) enqueue.emit({ type: 'count.changed', count });
  if (message) enqueue.emit({ type: 'toast', tone: 'error', message });
}

type SendDone = { event: { output: SendOutcome } };

/**
 * A comment or a reply on its way, then back in `settled`: the server's in its place, or removed with its draft
 * back. Lost offline, it stays shown, on its way, and is sent again once the browser is online.
 */
export function sendingStates(isReply: boolean, settled: 'idle' | 'locked', ids: { send: string; wait: string }) {
  return {
    sending: {
      invoke: {
        src: 'sendComment',
        id: ids.send,
        input: ({ context }: { context: CommentsContext }) => sendInput(context, isReply),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }: SendDone) => event.output },
            target: settled,
            actions: { type: 'acceptSent', params: ({ event }: SendDone) => ({ isReply, outcome: event.output }) },
          },
          {
            target: settled,
            actions: {
              type: 'dropSent',
              params: ({ event }: SendDone) => ({ isReply, failure: event.output.ok ? undefined : event.output.failure }),
            },
          },
        ],
        onError: [
          { guard: { type: 'failedOffline', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, target: 'waitingForNetwork' },
          { target: settled, actions: { type: 'dropSent', params: { isReply, failure: undefined } } },
        ],
      },
    },
    waitingForNetwork: {
      invoke: { src: 'waitForNetwork', id: ids.wait, onDone: 'sending' },
    },
  } as const;
}
