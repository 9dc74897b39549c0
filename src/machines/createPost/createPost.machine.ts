import { assign, enqueueActions, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract';
import { reloadPage } from '../../services/posts';
import { newWriteKey } from '../../services/writeKeys';
import { told } from '../shared/deviceReadings';
import { postFormActions } from '../shared/postFormActions';
import { confirmingPostDiscard, openedPostForm, postFormState, preparingPostForm, sendingPostForm } from '../shared/postFormChart';
import { createPostActors } from './createPost.actors';
import { createPostFailureMessage, emptyPostValues, hasPostInput, isPostValid, pickMedia, toPostPayload } from './createPost.rules';
import type { CreatePostContext, CreatePostEmitted, CreatePostEvent, CreatePostInput, CreatePostOutcome, SentForm } from './createPost.types';

/**
 * What a submit sends: its fields, and its files as the very files picked (picked again, a file is a new one).
 * Kept as they are, not as text of their names and dates, which a trace does not record.
 */
const formSent = (context: CreatePostContext): SentForm => ({
  payload: toPostPayload(context.values, context.username),
  files: context.media.map(({ file }) => file),
});

const sameForm = (sent: SentForm, form: SentForm): boolean =>
  JSON.stringify(sent.payload) === JSON.stringify(form.payload) &&
  sent.files.length === form.files.length &&
  sent.files.every((file, index) => file === form.files[index]);

const createPostFormActions = postFormActions<CreatePostContext, CreatePostEvent>({ message: createPostFailureMessage, fallback: MESSAGES.createPostFailed });

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
    addMedia: enqueueActions(({ context, enqueue }, params: { files: readonly File[] }) => {
      const { media, errors } = pickMedia(context.media, params.files, context.allowMultiple);
      enqueue.assign({ media, mediaErrors: errors });
      for (const message of errors) enqueue.emit({ type: 'toast', tone: 'error', message });
    }),
    removeMedia: assign(({ context }, params: { index: number }) => ({
      media: context.media.filter((_, index) => index !== params.index),
      mediaErrors: [],
    })),
    reportCreated: enqueueActions(({ enqueue }, params: { outcome: CreatePostOutcome }) => {
      if (!params.outcome.ok) return;
      enqueue.assign({ createdPost: params.outcome.post });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.postCreated });
      enqueue.emit({ type: 'post.created', post: params.outcome.post });
    }),
    // A new key only for a form that changed since it was last sent: Submit again after a failure is a retry.
    keepSendKey: assign(({ context }) => {
      const form = formSent(context);
      return context.sendKey && sameForm(context.sendKey, form) ? {} : { sendKey: { ...form, key: context.newWriteKey() } };
    }),
    // Tests provide their own.
    reloadPage: (_, _params: undefined) => reloadPage(),
  },
}).extend({ actions: createPostFormActions }).createMachine({
  id: 'createPost',
  context: ({ input, self }) => ({
    ...openedPostForm(input, emptyPostValues()),
    media: [],
    createdPost: undefined,
    newWriteKey: input.newWriteKey ?? (() => told(self, 'newWriteKey', newWriteKey())),
    sendKey: null,
  }),
  initial: 'preparing',
  states: {
    preparing: preparingPostForm,
    form: postFormState({
      fileEvents: {
        'media.picked': { actions: { type: 'addMedia', params: ({ event }: { event: { files: readonly File[] } }) => event } },
        'media.removed': { actions: { type: 'removeMedia', params: ({ event }: { event: { index: number } }) => event } },
      },
      sending: 'submitting',
      askFirst: 'hasInput',
    }),
    confirmingDiscard: confirmingPostDiscard,
    submitting: {
      ...sendingPostForm({
        src: 'submitPost',
        input: ({ context }: { context: CreatePostContext }) => ({
          payload: toPostPayload(context.values, context.username),
          files: context.media.map((item) => item.file),
          key: context.sendKey?.key ?? '',
        }),
        sent: { guard: 'created', target: 'created', report: 'reportCreated' },
      }),
      entry: ['clearFailure', 'keepSendKey'],
    },
    // The modal is closed; the page reloads shortly so every list shows the post.
    created: {
      after: { postCreatedReload: { target: 'reloading', actions: 'reloadPage' } },
    },
    reloading: { type: 'final' },
    closed: { type: 'final' },
  },
});

