import { useSelector } from '@xstate/react';
import { ArrowLeft, ArrowRight, X } from '../../components/icons';
import { useId } from 'react';
import type { Actor } from 'xstate';
import { LIMITS } from '../../../contract';
import {
  selectCanAddPhoto,
  selectCanMovePhotos,
  selectEditAllowsMultiple,
  selectEditMediaErrors,
  selectEditPhotos,
  type editPostMachine,
  type EditPhoto,
} from '../../../machines/editPost';
import { MediaFileInput } from '../createPost/MediaFileInput';
import { useObjectUrl } from '../createPost/MediaPicker';

type EditPostActor = Actor<typeof editPostMachine>;

const photoName = (photo: EditPhoto, index: number) => (photo.kind === 'added' ? photo.file.name : `Photo ${index + 1}`);

/** The post's photos in their order, each with Move left, Move right and Remove, and the picker for more. */
export function EditPhotos({ actor }: { actor: EditPostActor }) {
  const id = useId();
  const photos = useSelector(actor, selectEditPhotos);
  const errors = useSelector(actor, selectEditMediaErrors);
  const multiple = useSelector(actor, selectEditAllowsMultiple);
  const canAdd = useSelector(actor, selectCanAddPhoto);
  const canMove = useSelector(actor, selectCanMovePhotos);
  return (
    <div className="field create-post__media" data-scope="edit-post" data-part="media">
      <label className="field__label" htmlFor={id}>
        Add photos or video
      </label>
      <MediaFileInput
        id={id}
        multiple={multiple}
        disabled={!canAdd}
        scope="edit-post"
        onPicked={(files) => actor.send({ type: 'media.picked', files })}
      />
      <p id={`${id}-hint`} className="field__hint">
        {multiple ? `Up to ${LIMITS.mediaFilesMax} images or videos, in the order shown` : 'One image or video'}.
      </p>
      {errors.length ? (
        <ul className="field__error create-post__media-errors" role="alert" data-scope="edit-post" data-part="media-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {photos.length ? (
        <ol className="create-post__previews" aria-label="Post photos" data-scope="edit-post" data-part="photos">
          {photos.map((photo, index) => (
            <li key={photo.kind === 'kept' ? photo.media.url : `${index}:${photo.file.name}`} className="create-post__preview" data-scope="edit-post" data-part="photo" data-kind={photo.kind}>
              <PhotoPreview photo={photo} name={photoName(photo, index)} />
              {canMove && index > 0 ? (
                <button type="button" className="create-post__move" aria-label={`Move ${photoName(photo, index)} left`} onClick={() => actor.send({ type: 'photo.moved', index, offset: -1 })}>
                  <ArrowLeft />
                </button>
              ) : null}
              {canMove && index < photos.length - 1 ? (
                <button type="button" className="create-post__move" aria-label={`Move ${photoName(photo, index)} right`} onClick={() => actor.send({ type: 'photo.moved', index, offset: 1 })}>
                  <ArrowRight />
                </button>
              ) : null}
              <button type="button" className="create-post__remove" aria-label={`Remove ${photoName(photo, index)}`} onClick={() => actor.send({ type: 'photo.removed', index })}>
                <X />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function PhotoPreview({ photo, name }: { photo: EditPhoto; name: string }) {
  if (photo.kind === 'kept') {
    return photo.media.kind === 'image' ? <img src={photo.media.url} alt={name} /> : <video src={photo.media.url} muted playsInline aria-label={name} />;
  }
  return <AddedPreview file={photo.file} kind={photo.mediaKind} name={name} />;
}

function AddedPreview({ file, kind, name }: { file: File; kind: 'image' | 'video'; name: string }) {
  const url = useObjectUrl(file);
  if (!url) return <span className="create-post__preview-name">{name}</span>;
  return kind === 'image' ? <img src={url} alt={name} /> : <video src={url} muted playsInline aria-label={name} />;
}
