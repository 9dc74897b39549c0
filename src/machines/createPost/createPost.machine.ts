import { assign, emit, enqueueActions, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract';
import { reloadPage } from '../../services/posts';
import { withTouched } from '../shared/formMessages';
import { createPostActors } from './createPost.actors';
import {
  createPostFailureMessage,
  emptyPostValues,
  fallbackPostOptions,
  hasPostInput,
  isPostValid,
  pickMedia,
  serverFieldMessages,
  toPostPayload,
  typedInto,
} from './createPost.rules';
import type {
  CreatePostContext,
  CreatePostEmitted,
  CreatePostEvent,
  CreatePostInput,
  CreatePostOutcome,
  PostField,
  PostOptions,
} from './createPost.types';

/**
 * The Create Post modal. Guarantees: nothing is sent until every required
 * field passes the contract's rules (a refused submit reveals every message
 * and says 'Please fill in all required fields'); files are checked one by one
 * before they are kept; a changed post type clears the category; Cancel asks
 * first only when something was typed or picked; a created post is announced
 * (`post.created`), the modal closes, and the page reloads after
 * DURATIONS.postCreatedReload.
 */
export const createPostMachine = setup({
  types: {
    context: {} as CreatePostContext,
    events: {} as CreatePostEvent,
    input: {} as CreatePostInput,
    emitted: {} as CreatePostEmitted,
  },
  actors: createPostActors,
  delays: {
    postCreatedReload: DURATIONS.postCreatedReload,
  },
  guards: {
    formValid: ({ context }) => isPostValid(context.values),
    hasInput: ({ context }) => hasPostInput(context.values, context.media),
    created: (_, outcome: CreatePostOutcome) => outcome.ok,
  },
  actions: {
    storeOptions: assign((_, options: PostOptions) => ({ options })),
    storeValue: assign(({ context }, params: { field: PostField; value: string }) => typedInto(context, params.field, params.value)),
    markTouched: assign(({ context }, params: { field: PostField }) => ({ touched: withTouched(context.touched, params.field) })),
    addMedia: enqueueActions(({ context, enqueue }, params: { files: readonly File[] }) => {
      const { media, errors } = pickMedia(context.media, params.files, context.allowMultiple);
      enqueue.assign({ media, mediaErrors: errors });
      for (const message of errors) enqueue.emit({ type: 'toast', tone: 'error', message });
    }),
    removeMedia: assign(({ context }, params: { index: number }) => ({
      media: context.media.filter((_, index) => index !== params.index),
      mediaErrors: [],
    })),
    revealAllErrors: assign({ revealAll: true }),
    toastFillRequired: emit({ type: 'toast', tone: 'error', message: MESSAGES.fillAllRequired }),
    clearFailure: assign({ failure: undefined }),
    reportFailure: enqueueActions(({ enqueue }, params: { outcome: CreatePostOutcome | undefined }) => {
      const outcome = params.outcome;
      const message = outcome && !outcome.ok ? createPostFailureMessage(outcome) : MESSAGES.createPostFailed;
      enqueue.assign({ failure: message, serverErrors: outcome && !outcome.ok ? serverFieldMessages(outcome.errors) : {} });
      enqueue.emit({ type: 'toast', tone: 'error', message });
    }),
    reportCreated: enqueueActions(({ enqueue }, params: { outcome: CreatePostOutcome }) => {
      if (!params.outcome.ok) return;
      enqueue.assign({ createdPost: params.outcome.post });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.postCreated });
      enqueue.emit({ type: 'post.created', post: params.outcome.post });
    }),
    // Tests provide their own.
    reloadPage: (_, _params: undefined) => reloadPage(),
  },
}).createMachine({
  id: 'createPost',
  context: ({ input }) => ({
    username: input.username,
    allowMultiple: input.allowMultiple,
    values: emptyPostValues(),
    media: [],
    mediaErrors: [],
    options: fallbackPostOptions(),
    touched: [],
    revealAll: false,
    serverErrors: {},
    failure: undefined,
    createdPost: undefined,
  }),
  initial: 'preparing',
  states: {
    // The categories and delivery times load; the actor falls back to the built-in lists.
    preparing: {
      invoke: {
        src: 'loadPostOptions',
        onDone: { target: 'form', actions: { type: 'storeOptions', params: ({ event }) => event.output } },
        onError: { target: 'form' },
      },
      on: { 'form.cancelled': { target: 'closed' } },
    },
    form: {
      on: {
        'field.changed': { actions: { type: 'storeValue', params: ({ event }) => event } },
        'field.blurred': { actions: { type: 'markTouched', params: ({ event }) => event } },
        'media.picked': { actions: { type: 'addMedia', params: ({ event }) => event } },
        'media.removed': { actions: { type: 'removeMedia', params: ({ event }) => event } },
        'form.submitted': [{ guard: 'formValid', target: 'submitting' }, { actions: ['revealAllErrors', 'toastFillRequired'] }],
        'form.cancelled': [{ guard: 'hasInput', target: 'confirmingDiscard' }, { target: 'closed' }],
      },
    },
    // The in-app "discard this post?" dialog.
    confirmingDiscard: {
      on: {
        'discard.confirmed': { target: 'closed' },
        'discard.dismissed': { target: 'form' },
        'form.cancelled': { target: 'form' },
      },
    },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        src: 'submitPost',
        input: ({ context }) => ({ payload: toPostPayload(context.values, context.username), files: context.media.map((item) => item.file) }),
        onDone: [
          {
            guard: { type: 'created', params: ({ event }) => event.output },
            target: 'created',
            actions: { type: 'reportCreated', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'form', actions: { type: 'reportFailure', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'form', actions: { type: 'reportFailure', params: { outcome: undefined } } },
      },
    },
    // The modal is closed; the page reloads shortly so every list shows the post.
    created: {
      after: { postCreatedReload: { target: 'reloading', actions: 'reloadPage' } },
    },
    reloading: { type: 'final' },
    closed: { type: 'final' },
  },
});

