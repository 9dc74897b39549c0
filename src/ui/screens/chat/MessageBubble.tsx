import { Check, CheckCheck } from '../../components/icons';
import { useState } from 'react';
import type { TimelineEntry } from '../../../machines/chatRoom';
import { ownBubbleColors } from '../../format';
import { ReportButton } from '../report/ReportButton';
import { useObjectUrl } from '../settings/useObjectUrl';
import { IMAGE_PLACEHOLDER, messageTime } from './chatFormat';

type BubbleProps = {
  entry: TimelineEntry;
  color: string;
  onOpenImage: (src: string) => void;
  /** A picture finished loading (the list keeps its bottom in view). */
  onImageLoaded: () => void;
  /** Sends a failed message again; null while another send is under way. */
  onRetry: ((tempId: string) => void) | null;
};

/**
 * A message: own ones on the right in the chat colour (a readable shade of it), pending ones faded with a spinner,
 * failed ones with Retry, held ones (the server holds them for review) saying so.
 */
export function MessageBubble({ entry, color, onOpenImage, onImageLoaded, onRetry }: BubbleProps) {
  const status = entry.kind === 'pending' ? entry.pending.status : null;
  const pending = status === 'pending';
  const failed = status === 'failed';
  const held = status === 'held';
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
      data-failed={failed ? '' : undefined}
      data-held={held ? '' : undefined}
      style={entry.own ? ownBubbleColors(color) : undefined}
    >
      {image ? <BubbleImage src={image} onOpen={onOpenImage} onLoaded={onImageLoaded} /> : null}
      {text && text !== IMAGE_PLACEHOLDER ? <p className="bubble__text">{text}</p> : null}
      <span className="bubble__meta">
        <time dateTime={createdAt}>{messageTime(createdAt)}</time>
        {pending ? <span className="bubble__spinner" role="status" aria-label="Sending" /> : null}
        {entry.own && !pending && !failed && !held ? (
          <span className="bubble__receipt" role="img" data-part="receipt" aria-label={read ? 'Read' : 'Sent'}>
            {read ? <CheckCheck /> : <Check />}
          </span>
        ) : null}
        {message && !entry.own ? (
          <ReportButton target={{ kind: 'message', uniquecode: message.uniquecode, message_id: message.id }} label="Report" className="bubble__report" />
        ) : null}
      </span>
      {held ? (
        <span className="bubble__held" data-part="held">
          Held for review
        </span>
      ) : null}
      {failed && entry.kind === 'pending' ? (
        <span className="bubble__failed" data-part="failed">
          Not sent
          <button
            type="button"
            className="bubble__retry"
            onClick={() => onRetry?.(entry.pending.temp_id)}
            disabled={onRetry === null}
            data-part="retry"
          >
            Retry
          </button>
        </span>
      ) : null}
    </li>
  );
}

/** A thumbnail (at most 300 px) that opens the viewer; a picture that fails hides itself. */
function BubbleImage({ src, onOpen, onLoaded }: { src: string; onOpen: (src: string) => void; onLoaded: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <button type="button" className="bubble__image-button" onClick={() => onOpen(src)} aria-label="Open image">
      <img className="bubble__image" src={src} alt="Shared" onLoad={onLoaded} onError={() => setFailed(true)} />
    </button>
  );
}
