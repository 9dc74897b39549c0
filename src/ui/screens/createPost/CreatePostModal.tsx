import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { MESSAGES, type Post } from '../../../contract';
import { selectCurrentUser, selectUsername } from '../../../machines/auth';
import {
  createPostMachine,
  selectFailure,
  selectIsClosed,
  selectIsConfirmingDiscard,
  selectIsPreparing,
  selectIsSubmitting,
  selectWasCancelled,
} from '../../../machines/createPost';
import { useAuthSelector } from '../../app/AppActor';
import { useScreenActor } from '../../app/useScreenActor';
import { SubmitButton } from '../../components';
import { useActorToasts } from '../../app/useActorToasts';
import { MediaPicker } from './MediaPicker';
import { PostFields } from './PostFields';
import { PostFormDialog, useCloseWhen } from './PostFormDialog';
import { useEmitted } from './useEmitted';

export type CreatePostModalProps = {
  /** The user closed the modal without posting (Cancel, Escape, the close button, a confirmed discard). */
  onClose: () => void;
  /**
   * A post was created. The modal has already closed itself and the page
   * reloads after DURATIONS.postCreatedReload; keep the modal mounted until
   * then (it renders nothing), or the reload is lost with it.
   */
  onCreated: (post: Post) => void;
};

/** The Create Post modal of document 2: the fields, the media, Cancel and Create Post. */
export function CreatePostModal({ onClose, onCreated }: CreatePostModalProps) {
  const username = useAuthSelector(selectUsername) ?? '';
  const allowMultiple = useAuthSelector((snapshot) => Boolean(selectCurrentUser(snapshot)?.market_info?.allow_multi_image));
  const actor = useScreenActor(createPostMachine, { input: { username, allowMultiple } });
  useActorToasts(actor);
  useEmitted(actor, 'post.created', (event) => onCreated(event.post));
  const closed = useSelector(actor, selectIsClosed);
  const cancelled = useSelector(actor, selectWasCancelled);
  const confirming = useSelector(actor, selectIsConfirmingDiscard);
  // The machine decided the modal is closed (and asked first where it had to): the parent takes it away.
  useCloseWhen(cancelled, onClose);

  if (closed) return null;
  const cancel = () => actor.send({ type: 'form.cancelled' });
  return (
    <PostFormDialog
      title="Create Post"
      scope="create-post"
      confirming={confirming}
      discardMessage={MESSAGES.discardPostConfirm}
      onCancel={cancel}
      onDiscard={() => actor.send({ type: 'discard.confirmed' })}
      onKeepEditing={() => actor.send({ type: 'discard.dismissed' })}
    >
      <CreatePostForm actor={actor} onCancel={cancel} />
    </PostFormDialog>
  );
}

type CreatePostActor = ReturnType<typeof useScreenActor<typeof createPostMachine>>;

function CreatePostForm({ actor, onCancel }: { actor: CreatePostActor; onCancel: () => void }) {
  const preparing = useSelector(actor, selectIsPreparing);
  const submitting = useSelector(actor, selectIsSubmitting);
  const failure = useSelector(actor, selectFailure);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };
  return (
    <form className="form create-post" noValidate onSubmit={submit} aria-label="Create Post" aria-busy={preparing || undefined} data-scope="create-post" data-part="form">
      {preparing ? (
        <p className="create-post__loading" role="status" data-scope="create-post" data-part="loading">
          Loading categories...
        </p>
      ) : null}
      <PostFields actor={actor} />
      <MediaPicker actor={actor} />
      {failure ? (
        <div className="form__alert" role="alert" data-scope="create-post" data-part="failure">
          <p>{failure}</p>
        </div>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={submitting} data-scope="create-post" data-part="cancel">
          Cancel
        </button>
        <SubmitButton busy={submitting} busyLabel="Creating..." disabled={preparing}>
          Create Post
        </SubmitButton>
      </div>
    </form>
  );
}
