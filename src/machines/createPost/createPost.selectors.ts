import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { LIMITS, type Category, type DeliveryTime } from '../../contract';
import { shownFieldMessage } from '../shared/formMessages';
import type { createPostMachine } from './createPost.machine';
import { isCategoryType, mediaLimit, validatePost } from './createPost.rules';
import type { CreatePostContext, CreatePostEvent, PostField, PostMedia, PostMessages } from './createPost.types';

export type CreatePostSnapshot = SnapshotFrom<typeof createPostMachine>;

/** What the post fields read of a form's snapshot: the create form's, or the edit form's (editPost), which keeps the same fields. */
export type PostFormSnapshot = {
  context: Pick<CreatePostContext, 'values' | 'touched' | 'revealAll' | 'serverErrors' | 'options'>;
  matches(state: 'form'): boolean;
};
/** An actor the post fields can show and type into. */
export type PostFormActor = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): PostFormSnapshot;
  send(event: Extract<CreatePostEvent, { type: 'field.changed' | 'field.blurred' }>): void;
};

const clientMessages = new WeakMap<CreatePostContext['values'], PostMessages>();

function clientMessagesOf(context: PostFormSnapshot['context']): PostMessages {
  let messages = clientMessages.get(context.values);
  if (!messages) {
    messages = validatePost(context.values);
    clientMessages.set(context.values, messages);
  }
  return messages;
}

export const selectPostValue = (snapshot: PostFormSnapshot, field: PostField): string => snapshot.context.values[field];

/** The one message under a field: the server's while it stands, else the rule's once the field was left or the form submitted. */
export function selectPostFieldMessage(snapshot: PostFormSnapshot, field: PostField): string | undefined {
  const { context } = snapshot;
  return shownFieldMessage(context, field, context.serverErrors[field], () => clientMessagesOf(context)[field]);
}

/** The categories of the chosen post type, in their order; none before a type is chosen. */
export function selectCategoryChoices(snapshot: PostFormSnapshot): Category[] {
  const type = snapshot.context.values.category_type;
  if (!isCategoryType(type)) return [];
  return snapshot.context.options.categories
    .filter((category) => category.category_type === type)
    .sort((a, b) => a.sort_order - b.sort_order);
}

export const selectDeliveryChoices = (snapshot: PostFormSnapshot): DeliveryTime[] =>
  [...snapshot.context.options.deliveryTimes].sort((a, b) => a.sort_order - b.sort_order);

export const selectDescriptionCount = (snapshot: PostFormSnapshot): string =>
  `${snapshot.context.values.description.length}/${LIMITS.descriptionMax}`;

export const selectMedia = (snapshot: CreatePostSnapshot): PostMedia[] => snapshot.context.media;
export const selectMediaErrors = (snapshot: CreatePostSnapshot): string[] => snapshot.context.mediaErrors;
export const selectAllowsMultiple = (snapshot: CreatePostSnapshot): boolean => snapshot.context.allowMultiple;
export const selectCanAddMedia = (snapshot: CreatePostSnapshot): boolean =>
  snapshot.matches('form') && (!snapshot.context.allowMultiple || snapshot.context.media.length < mediaLimit(true));

export const selectIsPreparing = (snapshot: CreatePostSnapshot): boolean => snapshot.matches('preparing');
export const selectIsEditable = (snapshot: PostFormSnapshot): boolean => snapshot.matches('form');
export const selectIsSubmitting = (snapshot: CreatePostSnapshot): boolean => snapshot.matches('submitting');
export const selectIsConfirmingDiscard = (snapshot: CreatePostSnapshot): boolean => snapshot.matches('confirmingDiscard');
export const selectCanSubmit = (snapshot: CreatePostSnapshot): boolean => snapshot.can({ type: 'form.submitted' });
export const selectFailure = (snapshot: CreatePostSnapshot): string | undefined =>
  snapshot.matches('form') ? snapshot.context.failure : undefined;

/** The modal is gone: cancelled, or the post was created (the page is about to reload). */
export const selectIsClosed = (snapshot: CreatePostSnapshot): boolean =>
  snapshot.matches('closed') || snapshot.matches('created') || snapshot.matches('reloading');
/** Closed by Cancel (or Escape) rather than by a created post: the parent unmounts the modal. */
export const selectWasCancelled = (snapshot: CreatePostSnapshot): boolean => snapshot.matches('closed');
