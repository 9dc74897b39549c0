import { assign, enqueueActions, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { isPostValid } from '../createPost/createPost.rules';
import { postFormActions } from '../shared/postFormActions';
import { confirmingPostDiscard, openedPostForm, postFormState, preparingPostForm, sendingPostForm } from '../shared/postFormChart';
import { editPostActors } from './editPost.actors';
import { editFailureMessage, hasEdits, movePhoto, photosOfPost, pickPhotos, toEditPayload, valuesOfPost } from './editPost.rules';
import type { EditPostContext, EditPostEmitted, EditPostEvent, EditPostInput, EditPostOutcome } from './editPost.types';

const editPostFormActions = postFormActions<EditPostContext, EditPostEvent>({ message: editFailureMessage, fallback: MESSAGES.updatePostFailed });

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
    reportSaved: enqueueActions(({ enqueue }, params: { outcome: EditPostOutcome }) => {
      if (!params.outcome.ok) return;
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.postUpdated });
      enqueue.emit({ type: 'post.edited', post: params.outcome.post });
    }),
  },
}).extend({ actions: editPostFormActions }).createMachine({
  id: 'editPost',
  context: ({ input }) => ({ ...openedPostForm(input, valuesOfPost(input.post)), post: input.post, photos: photosOfPost(input.post) }),
  initial: 'preparing',
  states: {
    preparing: preparingPostForm,
    form: postFormState({
      fileEvents: {
        'media.picked': { actions: { type: 'addPhotos', params: ({ event }: { event: { files: readonly File[] } }) => event } },
        'photo.removed': { actions: { type: 'removePhoto', params: ({ event }: { event: { index: number } }) => event } },
        'photo.moved': { actions: { type: 'movePhoto', params: ({ event }: { event: { index: number; offset: -1 | 1 } }) => event } },
      },
      sending: 'saving',
      askFirst: 'changed',
    }),
    confirmingDiscard: confirmingPostDiscard,
    saving: sendingPostForm({
      src: 'savePost',
      input: ({ context }: { context: EditPostContext }) => ({ postId: context.post.id, ...toEditPayload(context.values, context.username, context.photos) }),
      sent: { guard: 'saved', target: 'saved', report: 'reportSaved' },
    }),
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
