import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../contract/constants';
import {
  selectHasOlder,
  selectIsSending,
  selectLoadingOlder,
  selectOtherTyping,
  selectTimeline,
  type ChatRoomActorRef,
  type TimelineEntry,
} from '../../../machines/chatRoom';
import { dayHeading, dayKey } from './chatFormat';
import { ImageViewer } from './ImageViewer';
import { MessageBubble } from './MessageBubble';

/** How close to the top (px) the list asks for older messages, and how close to the bottom counts as at the bottom. */
const OLDER_MARGIN_PX = 120;
const BOTTOM_MARGIN_PX = 48;

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

/**
 * Keeps the list where the reader is: at the bottom while they read the newest (new messages, the typing dots
 * and pictures that finish loading keep it there), and on the same message when older ones are added above.
 */
function useScrollKeeping(timeline: readonly TimelineEntry[], typing: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // The list's height and position when older messages were asked for: restored relative to them once added.
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const first = timeline[0]?.key;
  const last = timeline.at(-1);

  const toBottom = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    const kept = beforeOlder.current;
    if (!list || !kept) return;
    beforeOlder.current = null;
    list.scrollTop = list.scrollHeight - kept.height + kept.top;
  }, [first]);

  // A new message of one's own always brings the list down; others' (and the typing dots) only when the reader is at the bottom.
  useLayoutEffect(() => {
    if (!atBottom.current && !last?.own) return;
    atBottom.current = true;
    toBottom();
  }, [last?.key, last?.own, toBottom]);

  useLayoutEffect(() => {
    if (atBottom.current) toBottom();
  }, [typing, toBottom]);

  const onMediaLoaded = useCallback(() => {
    if (atBottom.current) toBottom();
  }, [toBottom]);

  const rememberForOlder = () => {
    const list = listRef.current;
    if (list) beforeOlder.current = { height: list.scrollHeight, top: list.scrollTop };
  };

  const measure = (): { nearTop: boolean } => {
    const list = listRef.current;
    if (!list) return { nearTop: false };
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= BOTTOM_MARGIN_PX;
    return { nearTop: list.scrollTop <= OLDER_MARGIN_PX };
  };

  return { listRef, onMediaLoaded, rememberForOlder, measure };
}

/** The conversation by day (older pages read as the reader scrolls up), the other side's typing dots, and the image viewer. */
export function MessageList({ actor, color }: { actor: ChatRoomActorRef; color: string }) {
  const timeline = useSelector(actor, selectTimeline);
  const typing = useSelector(actor, selectOtherTyping);
  const hasOlder = useSelector(actor, selectHasOlder);
  const loadingOlder = useSelector(actor, selectLoadingOlder);
  const sending = useSelector(actor, selectIsSending);
  const [viewing, setViewing] = useState<string | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const retry = useCallback((tempId: string) => actor.send({ type: 'message.retried', temp_id: tempId }), [actor]);
  const { listRef, onMediaLoaded, rememberForOlder, measure } = useScrollKeeping(timeline, typing);
  const now = Date.now();

  const askOlder = () => {
    if (!hasOlder || loadingOlder) return;
    rememberForOlder();
    actor.send({ type: 'history.olderWanted' });
  };

  return (
    <div
      ref={listRef}
      className="chat-messages"
      data-scope="chat"
      data-part="messages"
      onScroll={() => {
        if (measure().nearTop) askOlder();
      }}
    >
      {hasOlder ? (
        <div className="chat-messages__older">
          {loadingOlder ? (
            <span className="spinner chat-messages__older-spinner" role="status" aria-label="Loading older messages" />
          ) : (
            <button type="button" className="button button--ghost" onClick={askOlder} data-part="older">
              Load older messages
            </button>
          )}
        </div>
      ) : null}
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
                <MessageBubble
                  key={entry.key}
                  entry={entry}
                  color={color}
                  onOpenImage={setViewing}
                  onImageLoaded={onMediaLoaded}
                  onRetry={sending ? null : retry}
                />
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
      {viewing ? <ImageViewer src={viewing} onClose={close} /> : null}
    </div>
  );
}
