import { useState } from 'react';
import type { TimelineEntry } from '../../../machines/chatRoom';
import { useObjectUrl } from '../settings/useObjectUrl';
import { IMAGE_PLACEHOLDER, messageTime } from './chatFormat';

/** A message: own ones on the right in the chat colour, pending ones faded with a spinner. */
export function MessageBubble({ entry, color, onOpenImage }: { entry: TimelineEntry; color: string; onOpenImage: (src: string) => void }) {
  const pending = entry.kind === 'pending' && entry.pending.status === 'pending';
  const message = entry.kind === 'message' ? entry.message : entry.pending.confirmed;
  const text = message?.message ?? (entry.kind === 'pending' ? entry.pending.message : '');
  const localImage = useObjectUrl(entry.kind === 'pending' ? entry.pending.file : null);
  const image = message?.image ?? localImage;
  const createdAt = message?.created_at ?? (entry.kind === 'pending' ? entry.pending.created_at : '');
  const read = message?.is_read ?? false;
  return (
    <li
      className="bubble"
      data-scope="chat"
      data-part="message"
      data-own={entry.own ? '' : undefined}
      data-pending={pending ? '' : undefined}
      style={entry.own ? { background: color } : undefined}
    >
      {image ? <BubbleImage src={image} onOpen={onOpenImage} /> : null}
      {text && text !== IMAGE_PLACEHOLDER ? <p className="bubble__text">{text}</p> : null}
      <span className="bubble__meta">
        <time dateTime={createdAt}>{messageTime(createdAt)}</time>
        {pending ? <span className="bubble__spinner" role="status" aria-label="Sending" /> : null}
        {entry.own && !pending ? (
          <span className="bubble__receipt" data-part="receipt" aria-label={read ? 'Read' : 'Sent'}>
            {read ? '✓✓' : '✓'}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** A thumbnail (at most 300 px) that opens the viewer; a picture that fails hides itself. */
function BubbleImage({ src, onOpen }: { src: string; onOpen: (src: string) => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <button type="button" className="bubble__image-button" onClick={() => onOpen(src)} aria-label="Open image">
      <img className="bubble__image" src={src} alt="Shared" onError={() => setFailed(true)} />
    </button>
  );
}
