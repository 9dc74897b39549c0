import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../contract/constants';
import { selectOtherTyping, selectTimeline, type ChatRoomActorRef, type TimelineEntry } from '../../../machines/chatRoom';
import { dayHeading, dayKey } from './chatFormat';
import { ImageViewer } from './ImageViewer';
import { MessageBubble } from './MessageBubble';

const createdAtOf = (entry: TimelineEntry): string =>
  entry.kind === 'message' ? entry.message.created_at : (entry.pending.confirmed?.created_at ?? entry.pending.created_at);

/** The entries grouped by calendar day (YYYY-MM-DD), in order. */
function byDay(entries: readonly TimelineEntry[]): Array<{ key: string; entries: TimelineEntry[] }> {
  const groups: Array<{ key: string; entries: TimelineEntry[] }> = [];
  for (const entry of entries) {
    const key = dayKey(createdAtOf(entry));
    const last = groups.at(-1);
    if (last && last.key === key) last.entries.push(entry);
    else groups.push({ key, entries: [entry] });
  }
  return groups;
}

/** The conversation by day, the other side's typing dots, and the image viewer. */
export function MessageList({ actor, color }: { actor: ChatRoomActorRef; color: string }) {
  const timeline = useSelector(actor, selectTimeline);
  const typing = useSelector(actor, selectOtherTyping);
  const [viewing, setViewing] = useState<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setViewing(null), []);
  const now = Date.now();

  // The newest message (or the typing dots) stays in view. A block body: newer browsers' scrollIntoView returns a promise, not a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [timeline.length, typing]);

  return (
    <div className="chat-messages" data-scope="chat" data-part="messages">
      {timeline.length === 0 ? (
        <div className="chat-messages__empty" data-part="empty">
          <p className="chat-messages__empty-title">{MESSAGES.noMessagesYet}</p>
          <p>{MESSAGES.startTheConversation}</p>
        </div>
      ) : (
        byDay(timeline).map((group) => (
          <section key={group.key} className="chat-day" aria-label={dayHeading(group.key, now)}>
            <h2 className="chat-day__heading">{dayHeading(group.key, now)}</h2>
            <ul className="chat-day__messages">
              {group.entries.map((entry) => (
                <MessageBubble key={entry.key} entry={entry} color={color} onOpenImage={setViewing} />
              ))}
            </ul>
          </section>
        ))
      )}
      {typing ? (
        <div className="typing-dots" role="status" aria-label="typing" data-part="typing">
          <span />
          <span />
          <span />
        </div>
      ) : null}
      <div ref={endRef} />
      {viewing ? <ImageViewer src={viewing} onClose={close} /> : null}
    </div>
  );
}
