import { useSelector } from '@xstate/react';
import { X } from '../../components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { LIMITS } from '../../../contract';
import {
  selectAllowsMultiple,
  selectCanAddMedia,
  selectMedia,
  selectMediaErrors,
  type createPostMachine,
  type PostMedia,
} from '../../../machines/createPost';
import { MediaFileInput } from './MediaFileInput';

type CreatePostActor = ActorRefFrom<typeof createPostMachine>;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;
const SIZE_RULE = `Images up to ${megabytes(LIMITS.imageMaxBytes)}, videos up to ${megabytes(LIMITS.videoMaxBytes)}.`;

/** The picker, its rules in words, the refused files, and a preview with a remove button per kept file. */
export function MediaPicker({ actor }: { actor: CreatePostActor }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const media = useSelector(actor, selectMedia);
  const errors = useSelector(actor, selectMediaErrors);
  const multiple = useSelector(actor, selectAllowsMultiple);
  const canAdd = useSelector(actor, selectCanAddMedia);
  const limitText = multiple ? `Up to ${LIMITS.mediaFilesMax} images or videos` : 'One image or video';
  return (
    <div className="field create-post__media" data-scope="create-post" data-part="media">
      <label className="field__label" htmlFor={id}>
        Photos or video
      </label>
      <MediaFileInput
        id={id}
        inputRef={input}
        multiple={multiple}
        disabled={!canAdd}
        scope="create-post"
        onPicked={(files) => actor.send({ type: 'media.picked', files })}
      />
      <p id={`${id}-hint`} className="field__hint">
        {limitText}. {SIZE_RULE}
      </p>
      {errors.length ? (
        <ul className="field__error create-post__media-errors" role="alert" data-scope="create-post" data-part="media-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {media.length ? (
        <ul className="create-post__previews" aria-label="Selected media" data-scope="create-post" data-part="previews">
          {media.map((item, index) => (
            <MediaPreview key={`${index}:${item.file.name}`} item={item} onRemove={() => actor.send({ type: 'media.removed', index })} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A blob URL for a picked file while it is shown. */
export function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function MediaPreview({ item, onRemove }: { item: PostMedia; onRemove: () => void }) {
  const url = useObjectUrl(item.file);
  return (
    <li className="create-post__preview" data-scope="create-post" data-part="preview" data-kind={item.kind}>
      {url && item.kind === 'image' ? <img src={url} alt={item.file.name} /> : null}
      {url && item.kind === 'video' ? <video src={url} muted playsInline aria-label={item.file.name} /> : null}
      {!url ? <span className="create-post__preview-name">{item.file.name}</span> : null}
      <button type="button" className="create-post__remove" aria-label={`Remove ${item.file.name}`} onClick={onRemove}>
        <X />
      </button>
    </li>
  );
}
