import { assign, emit, enqueueActions, setup } from 'xstate';
import { LIMITS } from '../../contract/limits';
import { MESSAGES } from '../../contract/texts';
import { DURATIONS } from '../../contract/timing';
import { newWriteKey } from '../../services/writeKeys';
import { told } from '../shared/deviceReadings';
import { failedOffline } from '../shared/network';
import { commentsActors } from './comments.actors';
import { commentProblem, isNew, topLevel } from './comments.rules';
import { acceptSent, addOptimistic, draftOf, dropSent, sendingStates, type Level } from './comments.sending';
import type {
  CommentAuthor,
  CommentFailure,
  CommentsContext,
  CommentsEmitted,
  CommentsEvent,
  CommentsInput,
  CommentsLoaded,
  SendOutcome,
} from './comments.types';

/**
 * A post's comments. Guarantees: collapsed shows the 2 newest top-level comments,
 * expanded 3 and Load more 5 more each time; a comment or reply is checked
 * (not empty, 500 or 300 characters) before it is sent, appears at once marked
 * is_optimistic and is replaced by the server's (or removed, with the draft back,
 * on failure; one lost while the browser is offline stays and is sent again once
 * it is online); one comment and one reply are in flight at most, and the reply
 * form stays locked 300 ms after its answer; only a top-level comment moves
 * the post's count; new and optimistic comments are highlighted for 2 s;
 * someone else's comment (told by the live socket) reloads the list quietly,
 * keeping ours on their way, and recounts it; a signed-out submit is silent and a post whose vendor closed comments says so.
 */
export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
    emitted: {} as CommentsEmitted,
  },
  actors: commentsActors,
  delays: {
    replyLock: DURATIONS.replyLock,
    commentHighlight: DURATIONS.commentHighlight,
  },
  guards: {
    signedOut: (_, params: { author: CommentAuthor | null }) => params.author === null,
    commentsClosed: ({ context }) => !context.allowComments,
    commentsOpen: ({ context }) => context.allowComments,
    draftInvalid: ({ context }, params: Level) => commentProblem(draftOf(context, params), params.isReply) !== null,
    parentUnknown: ({ context }) => context.replyingTo === null || context.replyingTo < 0,
    hasMore: ({ context }) => context.shown < topLevel(context.comments).length,
    sent: (_, outcome: SendOutcome) => outcome.ok,
    failedOffline: (_, params: { error: unknown }) => failedOffline(params.error),
  },
  actions: {
    storeLoaded: enqueueActions(({ enqueue }, loaded: CommentsLoaded) => {
      const fresh = loaded.comments.filter((comment) => isNew(comment, loaded.receivedAt)).map((comment) => comment.id);
      enqueue.assign({ comments: loaded.comments, highlighted: fresh, loadError: null });
      if (fresh.length) enqueue.raise({ type: 'highlight.started' });
    }),
    // The list as the server has it now, with ours still on their way kept at the end.
    storeReloaded: enqueueActions(({ context, enqueue }, loaded: CommentsLoaded) => {
      const known = new Set(context.comments.map((comment) => comment.id));
      const fresh = loaded.comments.filter((comment) => !known.has(comment.id) && isNew(comment, loaded.receivedAt)).map((comment) => comment.id);
      const comments = [...loaded.comments, ...context.comments.filter((comment) => comment.is_optimistic)];
      const count = topLevel(comments).length;
      enqueue.assign({ comments, count, highlighted: [...context.highlighted, ...fresh] });
      if (count !== context.count) enqueue.emit({ type: 'count.changed', count });
      if (fresh.length) enqueue.raise({ type: 'highlight.started' });
    }),
    reportLoadFailure: assign({ loadError: MESSAGES.unableToLoadComments }),
    expand: assign({ shown: LIMITS.commentsExpanded }),
    loadMore: assign(({ context }) => ({ shown: context.shown + LIMITS.commentsLoadMore })),
    editDraft: assign((_, params: { text: string }) => ({ draft: params.text, commentError: null })),
    editReply: assign((_, params: { text: string }) => ({ replyDraft: params.text, replyError: null })),
    toggleReply: assign(({ context }, params: { commentId: number }) => ({
      replyingTo: context.replyingTo === params.commentId ? null : params.commentId,
      replyDraft: '',
      replyError: null,
    })),
    toastDisabled: emit({ type: 'toast', tone: 'info', message: MESSAGES.commentsDisabledToast }),
    toastMissingParent: emit({ type: 'toast', tone: 'error', message: MESSAGES.replyMissingInfo }),
    reportInvalid: enqueueActions(({ context, enqueue }, params: Level) => {
      const message = commentProblem(draftOf(context, params), params.isReply) ?? '';
      enqueue.assign(params.isReply ? { replyError: message } : { commentError: message });
      enqueue.emit({ type: 'toast', tone: 'error', message });
    }),
    addOptimistic: enqueueActions((args, params: Level & { author: CommentAuthor | null }) => addOptimistic(args, params)),
    acceptSent: enqueueActions((args, params: Level & { outcome: SendOutcome }) => acceptSent(args, params)),
    dropSent: enqueueActions((args, params: Level & { failure: CommentFailure | undefined }) => dropSent(args, params)),
    clearHighlights: assign({ highlighted: [] }),
  },
}).createMachine({
  id: 'comments',
  context: ({ input, self }) => ({
    postId: input.postId,
    count: input.count,
    allowComments: input.allowComments,
    comments: [],
    shown: LIMITS.commentsExpanded,
    draft: '',
    replyDraft: '',
    replyingTo: null,
    commentError: null,
    replyError: null,
    highlighted: [],
    nextTempId: -1,
    loadError: null,
    newWriteKey: input.newWriteKey ?? (() => told(self, 'newWriteKey', newWriteKey())),
    sendKeys: {},
    unsentKeys: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadComments',
        id: 'loadComments',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: 'loaded', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'reportLoadFailure' },
      },
    },
    failed: {
      on: { 'comments.retry': 'loading' },
    },
    loaded: {
      type: 'parallel',
      states: {
        view: {
          initial: 'collapsed',
          states: {
            collapsed: {
              on: { 'comments.expanded': { target: 'expanded', actions: 'expand' } },
            },
            expanded: {
              on: {
                'comments.collapsed': 'collapsed',
                'comments.loadMore': { guard: 'hasMore', actions: 'loadMore' },
              },
            },
          },
        },
        composer: {
          initial: 'idle',
          on: { 'comment.changed': { actions: { type: 'editDraft', params: ({ event }) => event } } },
          states: {
            idle: {
              on: {
                'comment.submitted': [
                  // 'Not authenticated' is silent: the form is disabled for visitors anyway.
                  { guard: { type: 'signedOut', params: ({ event }) => event } },
                  { guard: 'commentsClosed', actions: 'toastDisabled' },
                  { guard: { type: 'draftInvalid', params: { isReply: false } }, actions: { type: 'reportInvalid', params: { isReply: false } } },
                  { target: 'sending', actions: { type: 'addOptimistic', params: ({ event }) => ({ isReply: false, author: event.author }) } },
                ],
              },
            },
            ...sendingStates(false, 'idle', { send: 'sendComment', wait: 'waitForNetworkComment' }),
          },
        },
        reply: {
          initial: 'idle',
          on: {
            'reply.toggled': { guard: 'commentsOpen', actions: { type: 'toggleReply', params: ({ event }) => event } },
            'reply.changed': { actions: { type: 'editReply', params: ({ event }) => event } },
          },
          states: {
            idle: {
              on: {
                'reply.submitted': [
                  { guard: { type: 'signedOut', params: ({ event }) => event } },
                  { guard: 'commentsClosed', actions: 'toastDisabled' },
                  { guard: 'parentUnknown', actions: 'toastMissingParent' },
                  { guard: { type: 'draftInvalid', params: { isReply: true } }, actions: { type: 'reportInvalid', params: { isReply: true } } },
                  { target: 'sending', actions: { type: 'addOptimistic', params: ({ event }) => ({ isReply: true, author: event.author }) } },
                ],
              },
            },
            ...sendingStates(true, 'locked', { send: 'sendReply', wait: 'waitForNetworkReply' }),
            // A double press right after the answer must not send the reply twice.
            locked: {
              after: { replyLock: 'idle' },
            },
          },
        },
        // Someone else commented (the post's live socket): the list is asked for again, quietly.
        live: {
          initial: 'idle',
          on: { 'comments.refresh': '.reloading' },
          states: {
            idle: {},
            reloading: {
              on: { 'comments.refresh': { target: 'reloading', reenter: true } },
              invoke: {
                src: 'loadComments',
                id: 'reloadComments',
                input: ({ context }) => ({ postId: context.postId }),
                onDone: { target: 'idle', actions: { type: 'storeReloaded', params: ({ event }) => event.output } },
                onError: 'idle',
              },
            },
          },
        },
        highlight: {
          initial: 'off',
          states: {
            off: {
              on: { 'highlight.started': 'on' },
            },
            // Restarts with every new comment, so the newest gets its full 2 s.
            on: {
              on: { 'highlight.started': { target: 'on', reenter: true } },
              after: { commentHighlight: { target: 'off', actions: 'clearHighlights' } },
            },
          },
        },
      },
    },
  },
});
