import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import type { SaveAnswer } from '../../services/social';
import { postMenuActors } from './postMenu.actors';
import type { DeleteOutcome, PostMenuContext, PostMenuEmitted, PostMenuEvent, PostMenuInput } from './postMenu.types';

const toast = (tone: 'success' | 'error' | 'info', message: string) => ({ type: 'toast', params: { type: 'toast', tone, message } }) as const;

/**
 * A post card's menu. Guarantees: hide and report (the report form) are offered on others' posts,
 * delete only on one's own and only after a confirmation, save on any post; a
 * visitor is asked to log in and nothing is sent; a hide is kept by the
 * server for the signed-in account (this browser's 'hiddenPosts' only caches
 * its answer, for that account), and a failed hide says so and leaves the post
 * where it was; a deleted or hidden post is announced once (`post.deleted`,
 * `post.hidden`) so the feed drops it; a failed delete leaves the post where
 * it was.
 */
export const postMenuMachine = setup({
  types: {
    context: {} as PostMenuContext,
    events: {} as PostMenuEvent,
    input: {} as PostMenuInput,
    emitted: {} as PostMenuEmitted,
  },
  actors: postMenuActors,
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    ownPost: ({ context }) => context.isOwner,
    othersPost: ({ context }) => !context.isOwner,
    deleted: (_, outcome: DeleteOutcome) => outcome.ok,
    sessionLost: (_, outcome: DeleteOutcome) => !outcome.ok && outcome.failure.status === 401,
  },
  actions: {
    toast: emit((_, params: PostMenuEmitted) => params),
    storeSaved: assign((_, answer: SaveAnswer) => ({ saved: answer.saved })),
    toastSaved: emit((_, answer: SaveAnswer) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      message: answer.saved ? MESSAGES.postSaved : MESSAGES.postUnsaved,
    })),
    announceHidden: emit(({ context }) => ({ type: 'post.hidden' as const, postId: context.postId })),
    announceDeleted: emit(({ context }) => ({ type: 'post.deleted' as const, postId: context.postId })),
  },
}).createMachine({
  id: 'postMenu',
  context: ({ input }) => ({ ...input }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggled': 'open' },
    },
    open: {
      on: {
        'menu.toggled': 'closed',
        'menu.dismissed': 'closed',
        'hide.requested': [
          { guard: 'signedOut', target: 'closed', actions: toast('info', MESSAGES.pleaseLogIn) },
          { guard: 'othersPost', target: 'hiding' },
        ],
        'report.requested': [
          { guard: 'signedOut', target: 'closed', actions: toast('info', MESSAGES.pleaseLogIn) },
          { guard: 'othersPost', target: 'reporting' },
        ],
        'save.requested': [{ guard: 'signedOut', target: 'closed', actions: toast('info', MESSAGES.pleaseLogIn) }, { target: 'saving' }],
        'delete.requested': [
          { guard: 'signedOut', target: 'closed', actions: toast('info', MESSAGES.logInToDelete) },
          { guard: 'ownPost', target: 'confirming' },
          { target: 'closed', actions: toast('error', MESSAGES.notYourPost) },
        ],
      },
    },
    // The report form (its own machine) is open over the post until the reporter closes it.
    reporting: {
      on: { 'report.closed': 'closed' },
    },
    hiding: {
      invoke: {
        src: 'hidePost',
        id: 'hidePost',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: 'hidden', actions: [toast('success', MESSAGES.postHidden), 'announceHidden'] },
        onError: { target: 'closed', actions: toast('error', MESSAGES.genericError) },
      },
    },
    hidden: { type: 'final' },
    saving: {
      invoke: {
        src: 'savePost',
        id: 'savePost',
        input: ({ context }) => ({ postId: context.postId, saved: !context.saved }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            { type: 'toastSaved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'closed', actions: toast('error', MESSAGES.genericError) },
      },
    },
    confirming: {
      on: {
        'delete.confirmed': 'deleting',
        'delete.cancelled': 'closed',
        'menu.dismissed': 'closed',
      },
    },
    deleting: {
      invoke: {
        src: 'removePost',
        id: 'removePost',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: [
          { guard: { type: 'deleted', params: ({ event }) => event.output }, target: 'deleted', actions: [toast('success', MESSAGES.postDeleted), 'announceDeleted'] },
          { guard: { type: 'sessionLost', params: ({ event }) => event.output }, target: 'closed', actions: toast('info', MESSAGES.logInToDelete) },
          { target: 'closed', actions: toast('error', MESSAGES.deletePostFailed) },
        ],
        onError: { target: 'closed', actions: toast('error', MESSAGES.deletePostFailed) },
      },
    },
    deleted: { type: 'final' },
  },
});
