import { useSelector } from '@xstate/react';
import { Paperclip, X } from '../../components/icons';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS, MESSAGES } from '../../../contract/constants';
import { selectChosenImage, selectIsSending, type ChatRoomActorRef } from '../../../machines/chatRoom';
import { useObjectUrl } from '../settings/useObjectUrl';

/** Grows with its text up to 120 px, then scrolls. */
function fitHeight(textarea: HTMLTextAreaElement): void {
  textarea.style.height = 'auto';
  textarea.style.height = `${Math.min(textarea.scrollHeight, LIMITS.composerMaxHeightPx)}px`;
}

/** Attach an image, type (Enter sends, Shift+Enter adds a line), send. */
export function Composer({ actor }: { actor: ChatRoomActorRef }) {
  const [text, setText] = useState('');
  const image = useSelector(actor, selectChosenImage);
  const sending = useSelector(actor, selectIsSending);
  const preview = useObjectUrl(image);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const canSend = (text.trim().length > 0 || image !== null) && !sending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    actor.send({ type: 'composer.submitted', text });
    setText('');
    if (textarea.current) textarea.current.style.height = 'auto';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className="composer" onSubmit={submit} data-scope="chat" data-part="composer" aria-label="Send a message">
      {image ? (
        <div className="composer__preview" data-part="image-preview">
          <span className="composer__preview-label">{MESSAGES.imageToSend}</span>
          {preview ? <img className="composer__preview-image" src={preview} alt={image.name} /> : null}
          <span className="composer__preview-name">{image.name}</span>
          <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'composer.imageRemoved' })} aria-label="Remove image">
            <X />
          </button>
        </div>
      ) : null}
      <div className="composer__row">
        <button type="button" className="composer__attach" onClick={() => fileInput.current?.click()} aria-label="Attach image" disabled={sending}>
          <Paperclip />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-part="file"
          aria-label="Image file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) actor.send({ type: 'composer.imageChosen', file });
            event.target.value = '';
          }}
        />
        <textarea
          ref={textarea}
          className="composer__input"
          rows={1}
          placeholder={MESSAGES.typeAMessage}
          aria-label="Message"
          value={text}
          maxLength={LIMITS.chatMessageMax}
          onChange={(event) => {
            setText(event.target.value);
            fitHeight(event.target);
            if (event.target.value.trim()) actor.send({ type: 'composer.typed' });
          }}
          onKeyDown={onKeyDown}
          data-part="input"
        />
        <button type="submit" className="button button--primary composer__send" disabled={!canSend} data-part="send">
          Send
        </button>
      </div>
    </form>
  );
}
