import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { Actor } from 'xstate';
import { MESSAGES, type Post } from '../../../contract';
import { selectCurrentUser, selectUsername } from '../../../machines/auth';
import {
  editPostMachine,
  selectEditFailure,
  selectIsConfirmingEditDiscard,
  selectIsEditDone,
  selectIsEditPreparing,
  selectIsSaving,
} from '../../../machines/editPost';
import { useAuthSelector } from '../../app/AppActor';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';
import { SubmitButton } from '../../components';
import { PostFields } from '../createPost/PostFields';
import { PostFormDialog, useCloseWhen } from '../createPost/PostFormDialog';
import { useEmitted } from '../createPost/useEmitted';
import { EditPhotos } from './EditPhotos';

export type EditPostModalProps = {
  post: Post;
  /** The form is done: saved (after onSaved) or closed without saving. */
  onClose: () => void;
  onSaved: (post: Post) => void;
};

/** The owner's Edit Post form: Create Post's fields with the post's values, its photos to add, remove and reorder, Cancel and Save Changes. */
export function EditPostModal({ post, onClose, onSaved }: EditPostModalProps) {
  const username = useAuthSelector(selectUsername) ?? '';
  const allowMultiple = useAuthSelector((snapshot) => Boolean(selectCurrentUser(snapshot)?.market_info?.allow_multi_image));
  const actor = useScreenActor(editPostMachine, { input: { post, username, allowMultiple } });
  useActorToasts(actor);
  useEmitted(actor, 'post.edited', (event) => onSaved(event.post));
  const done = useSelector(actor, selectIsEditDone);
  const confirming = useSelector(actor, selectIsConfirmingEditDiscard);
  useCloseWhen(done, onClose);

  if (done) return null;
  const cancel = () => actor.send({ type: 'form.cancelled' });
  return (
    <PostFormDialog
      title="Edit Post"
      scope="edit-post"
      confirming={confirming}
      discardMessage={MESSAGES.discardEditConfirm}
      onCancel={cancel}
      onDiscard={() => actor.send({ type: 'discard.confirmed' })}
      onKeepEditing={() => actor.send({ type: 'discard.dismissed' })}
    >
      <EditPostForm actor={actor} onCancel={cancel} />
    </PostFormDialog>
  );
}

function EditPostForm({ actor, onCancel }: { actor: Actor<typeof editPostMachine>; onCancel: () => void }) {
  const preparing = useSelector(actor, selectIsEditPreparing);
  const saving = useSelector(actor, selectIsSaving);
  const failure = useSelector(actor, selectEditFailure);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };
  return (
    <form className="form create-post" noValidate onSubmit={submit} aria-label="Edit Post" aria-busy={preparing || undefined} data-scope="edit-post" data-part="form">
      <PostFields actor={actor} />
      <EditPhotos actor={actor} />
      {failure ? (
        <div className="form__alert" role="alert" data-scope="edit-post" data-part="failure">
          <p>{failure}</p>
        </div>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <SubmitButton busy={saving} busyLabel="Saving..." disabled={preparing}>
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}
