import { assign, emit, enqueueActions, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { withTouched } from '../shared/formMessages';
import { fallbackPostOptions, isPostValid, serverFieldMessages, typedInto } from '../createPost/createPost.rules';
import type { PostField, PostOptions } from '../createPost/createPost.types';
import { editPostActors } from './editPost.actors';
import { editFailureMessage, hasEdits, movePhoto, photosOfPost, pickPhotos, toEditPayload, valuesOfPost } from './editPost.rules';
import type { EditPostContext, EditPostEmitted, EditPostEvent, EditPostInput, EditPostOutcome } from './editPost.types';

/**
 * The owner's Edit Post form. Guarantees: it opens with the post as it is; the fields, the photo checks and
 * the messages are Create Post's (a refused save reveals every message and says 'Please fill in all required
 * fields'); photos are added, removed and moved before anything is sent, and the save sends their order; Cancel
 * asks first only when something changed; a saved post is announced (`post.edited`) and the form closes.
 */
export const editPostMachine = setup({
  types: {
    context: {} as EditPostContext,
    events: {} as EditPostEvent,
    input: {} as EditPostInput,
    emitted: {} as EditPostEmitted,
  },
  actors: editPostActors,
  guards: {
    formValid: ({ context }) => isPostValid(context.values),
    changed: ({ context }) => hasEdits(context.post, context.values, context.photos),
    saved: (_, outcome: EditPostOutcome) => outcome.ok,
  },
  actions: {
    storeOptions: assign((_, options: PostOptions) => ({ options })),
    storeValue: assign(({ context }, params: { field: PostField; value: string }) => typedInto(context, params.field, params.value)),
    markTouched: assign(({ context }, params: { field: PostField }) => ({ touched: withTouched(context.touched, params.field) })),
    addPhotos: enqueueActions(({ context, enqueue }, params: { files: readonly File[] }) => {
      const { photos, errors } = pickPhotos(context.photos, params.files, context.allowMultiple);
      enqueue.assign({ photos, mediaErrors: errors });
      for (const message of errors) enqueue.emit({ type: 'toast', tone: 'error', message });
    }),
    removePhoto: assign(({ context }, params: { index: number }) => ({
      photos: context.photos.filter((_, index) => index !== params.index),
      mediaErrors: [],
    })),
    movePhoto: assign(({ context }, params: { index: number; offset: -1 | 1 }) => ({ photos: movePhoto(context.photos, params.index, params.offset) })),
    revealAllErrors: assign({ revealAll: true }),
    toastFillRequired: emit({ type: 'toast', tone: 'error', message: MESSAGES.fillAllRequired }),
    clearFailure: assign({ failure: undefined }),
    reportFailure: enqueueActions(({ enqueue }, params: { outcome: EditPostOutcome | undefined }) => {
      const outcome = params.outcome;
      const message = outcome && !outcome.ok ? editFailureMessage(outcome) : MESSAGES.updatePostFailed;
      enqueue.assign({ failure: message, serverErrors: outcome && !outcome.ok ? serverFieldMessages(outcome.errors) : {} });
      enqueue.emit({ type: 'toast', tone: 'error', message });
    }),
    reportSaved: enqueueActions(({ enqueue }, params: { outcome: EditPostOutcome }) => {
      if (!params.outcome.ok) return;
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.postUpdated });
      enqueue.emit({ type: 'post.edited', post: params.outcome.post });
    }),
  },
}).createMachine({
  id: 'editPost',
  context: ({ input }) => ({
    post: input.post,
    username: input.username,
    allowMultiple: input.allowMultiple,
    values: valuesOfPost(input.post),
    photos: photosOfPost(input.post),
    mediaErrors: [],
    options: fallbackPostOptions(),
    touched: [],
    revealAll: false,
    serverErrors: {},
    failure: undefined,
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
        'media.picked': { actions: { type: 'addPhotos', params: ({ event }) => event } },
        'photo.removed': { actions: { type: 'removePhoto', params: ({ event }) => event } },
        'photo.moved': { actions: { type: 'movePhoto', params: ({ event }) => event } },
        'form.submitted': [{ guard: 'formValid', target: 'saving' }, { actions: ['revealAllErrors', 'toastFillRequired'] }],
        'form.cancelled': [{ guard: 'changed', target: 'confirmingDiscard' }, { target: 'closed' }],
      },
    },
    // The in-app "discard your changes?" dialog.
    confirmingDiscard: {
      on: {
        'discard.confirmed': { target: 'closed' },
        'discard.dismissed': { target: 'form' },
        'form.cancelled': { target: 'form' },
      },
    },
    saving: {
      entry: 'clearFailure',
      invoke: {
        src: 'savePost',
        input: ({ context }) => ({ postId: context.post.id, ...toEditPayload(context.values, context.username, context.photos) }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => event.output },
            target: 'saved',
            actions: { type: 'reportSaved', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'form', actions: { type: 'reportFailure', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'form', actions: { type: 'reportFailure', params: { outcome: undefined } } },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
