import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  commentsMachine,
  selectVisibleComments,
  type CommentAuthor,
  type CommentsEmitted,
  type CommentsLoaded,
  type SendOutcome,
  type SendRequest,
} from '../../src/machines/comments';
import { topLevelComments } from '../fixtures/post';

export const ALICE: CommentAuthor = { username: 'alice', display_name: 'Alice Okafor', profileimg: '' };
export const LATER = '2026-03-02T00:00:00Z';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

/** The comments actor of post 42 with scripted loads, sends and waits for the network, on a simulated clock. */
export function start(options: { allowComments?: boolean; count?: number } = {}) {
  const clock = new SimulatedClock();
  const loads: Array<Deferred<CommentsLoaded>> = [];
  const sends: Array<Deferred<SendOutcome> & { input: SendRequest }> = [];
  const emitted: CommentsEmitted[] = [];
  /** Each wait for the network, ended by calling it (the browser's online event). */
  const waits: Array<() => void> = [];
  let keys = 0;
  const actor = createActor(
    commentsMachine.provide({
      actors: {
        loadComments: fromPromise<CommentsLoaded, { postId: number }>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
        sendComment: fromPromise<SendOutcome, SendRequest>(({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject }))),
        waitForNetwork: fromPromise<void>(() => new Promise((resolve) => waits.push(resolve))),
      },
    }),
    {
      input: { postId: 42, count: options.count ?? 0, allowComments: options.allowComments ?? true, newWriteKey: () => `key-${(keys += 1)}` },
      clock,
    },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const toasts = () => emitted.filter((event) => event.type === 'toast').map((event) => (event.type === 'toast' ? event.message : ''));
  const visibleIds = () => selectVisibleComments(actor.getSnapshot()).map((comment) => comment.id);
  return { actor, clock, loads, sends, waits, emitted, toasts, visibleIds };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The actor once its first load answered with `comments`. */
export async function loaded(comments = topLevelComments(0), options: Parameters<typeof start>[0] = {}) {
  const started = start({ count: comments.filter((comment) => comment.parent === null).length, ...options });
  started.loads[0]?.resolve({ comments, receivedAt: LATER });
  await settle();
  return started;
}
