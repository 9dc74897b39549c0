/** The model of a post's comments: loading, collapsed and expanded views, comments and replies with their locks and their wait offline, highlights. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  commentsActors,
  commentsMachine,
  type CommentAuthor,
  type CommentsContext,
  type CommentsEvent,
  type SendOutcome,
} from '../../src/machines/comments';
import { OfflineError } from '../../src/services/api';
import { sampleComment } from '../fixtures/post';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';

export const ALICE: CommentAuthor = { username: 'alice', display_name: 'Alice Okafor', profileimg: '' };
const BOLA: CommentAuthor = { username: 'bola', display_name: 'Bola Ade', profileimg: '' };
export const RECEIVED_AT = '2026-03-01T12:00:02Z';

/** Four top-level comments (one under 5 s old, so it is highlighted) and a reply to the first. */
export const LOADED_COMMENTS = [
  sampleComment(1),
  sampleComment(2),
  sampleComment(3),
  sampleComment(4, { parent: 1 }),
  sampleComment(5, { created_at: '2026-03-01T12:00:00Z' }),
];

export const commentsEventFixtures = {
  'comments.retry': [{ type: 'comments.retry' }],
  'comments.expanded': [{ type: 'comments.expanded' }],
  'comments.collapsed': [{ type: 'comments.collapsed' }],
  'comments.loadMore': [{ type: 'comments.loadMore' }],
  'comment.changed': [{ type: 'comment.changed', text: 'Is it still available?' }],
  'comment.submitted': [
    { type: 'comment.submitted', author: ALICE },
    { type: 'comment.submitted', author: null },
  ],
  'reply.toggled': [{ type: 'reply.toggled', commentId: 1 }],
  'reply.changed': [{ type: 'reply.changed', text: 'Yes, it is' }],
  'reply.submitted': [
    { type: 'reply.submitted', author: ALICE },
    { type: 'reply.submitted', author: null },
  ],
  'highlight.started': [{ type: 'highlight.started' }],
  'comments.refresh': [{ type: 'comments.refresh' }],
} satisfies EventFixtures<CommentsEvent>;

const savedComment = sampleComment(100, { user: ALICE, comment: 'Is it still available?', created_at: RECEIVED_AT });
const savedReply = sampleComment(101, { user: ALICE, comment: 'Yes, it is', parent: 1, created_at: RECEIVED_AT });
const refusals: SendOutcome[] = [
  { ok: false, failure: { status: 500, message: MESSAGES.serverError } },
  { ok: false, failure: { status: 403, message: MESSAGES.commentsDisabledToast } },
];

/** What the server may answer; a comment's answer goes to the comment form, a reply's to the reply form. */
export const commentsOutputFixtures = {
  loadComments: [{ comments: LOADED_COMMENTS, receivedAt: RECEIVED_AT }],
  sendComment: [{ ok: true, answer: { comment: savedComment, no_of_comments: 5 }, receivedAt: RECEIVED_AT }, ...refusals],
  waitForNetwork: [undefined],
} satisfies OutputFixtures<typeof commentsActors>;

/** The list asked for again after someone else commented: their comment (id 6) is new. */
export const RELOADED = { comments: [...LOADED_COMMENTS, sampleComment(6, { user: BOLA, created_at: RECEIVED_AT })], receivedAt: RECEIVED_AT };

const replyOutputs: SendOutcome[] = [{ ok: true, answer: { comment: savedReply, no_of_comments: 5 }, receivedAt: RECEIVED_AT }, ...refusals];

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output, actorId: id });

export const commentsSystemEvents: AnyEventObject[] = [
  ...commentsOutputFixtures.loadComments.map((output) => done('loadComments', output)),
  ...commentsOutputFixtures.sendComment.map((output) => done('sendComment', output)),
  ...replyOutputs.map((output) => done('sendReply', output)),
  done('reloadComments', RELOADED),
  ...errorEvents(commentsMachine, 'loadComments'),
  ...errorEvents(commentsMachine, 'sendComment'),
  // Lost offline, then the browser online again.
  ...errorEvents(commentsMachine, 'sendComment', new OfflineError()),
  done('waitForNetworkComment', undefined),
  done('waitForNetworkReply', undefined),
  ...timerEvents(commentsMachine),
];

export const commentsVariants = {
  open: { name: 'comments allowed', input: { postId: 42, count: 4, allowComments: true } },
  closed: { name: 'the vendor disabled comments', input: { postId: 42, count: 4, allowComments: false } },
} satisfies Record<string, ModelVariant>;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CommentsContext;
const region = (snapshot: AnyMachineSnapshot, name: string, state: string) => snapshot.matches({ loaded: { [name]: state } });

/** Something is on its way: the person waits for it (or the clock) before doing anything else. */
function busy(snapshot: AnyMachineSnapshot): boolean {
  if (!snapshot.matches('loaded')) return false;
  return (
    !region(snapshot, 'composer', 'idle') || !region(snapshot, 'reply', 'idle') || region(snapshot, 'highlight', 'on') || region(snapshot, 'live', 'reloading')
  );
}

const isSystem = (event: AnyEventObject) => event.type.startsWith('xstate.');

/** What a person may do next: one draft, one reply form, one submission per path, and the view changed only before writing. */
function keepsGraphSmall(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  // The clock moves to the nearest timer: the 300 ms reply lock ends before any 2 s highlight.
  if (event.type.startsWith('xstate.after.commentHighlight')) return !region(snapshot, 'reply', 'locked');
  if (isSystem(event)) return true;
  if (event.type === 'highlight.started') return region(snapshot, 'highlight', 'on');
  // Another comment heard while the list is on its way: it is asked for again.
  if (event.type === 'comments.refresh' && region(snapshot, 'live', 'reloading')) return true;
  if (busy(snapshot)) return false;
  const { draft, replyDraft, replyingTo, nextTempId } = contextOf(snapshot);
  switch (event.type) {
    case 'comment.changed':
      return draft === '';
    case 'reply.toggled':
      return replyingTo === null;
    case 'reply.changed':
      return replyingTo !== null && replyDraft === '';
    case 'comment.submitted':
    case 'reply.submitted':
      return nextTempId === -1;
    default:
      return nextTempId === -1 && draft === '' && replyingTo === null;
  }
}

export const commentsModel: MachineModel = {
  name: 'comments',
  machine: commentsMachine,
  variants: Object.values(commentsVariants),
  events: [...fixtureEvents<CommentsEvent>(commentsEventFixtures), ...commentsSystemEvents],
  serialize: (snapshot) => {
    const { comments, count, allowComments, shown, draft, replyDraft, replyingTo, commentError, replyError, highlighted, nextTempId } =
      contextOf(snapshot);
    const ids = comments.map((comment) => `${comment.id}${comment.parent === null ? '' : `^${comment.parent}`}`).join(',');
    return JSON.stringify({
      value: snapshot.value,
      ...{ ids, count, allowComments, shown, draft, replyDraft, replyingTo, commentError, replyError, highlighted, nextTempId },
    });
  },
  filterEvents: keepsGraphSmall,
};
