import { useSelector } from '@xstate/react';
import { selectCanAct, selectQueueItems, type ModerationActorRef } from '../../../machines/moderation';
import { QueueItemCard } from './QueueItemCard';
import { MODERATION_SCREEN_TEXTS } from '../../../contract/texts.moderationScreen';

/** The open reports by target, most reported first, and Refresh. */
export function QueueList({ moderation }: { moderation: ModerationActorRef }) {
  const items = useSelector(moderation, selectQueueItems);
  const canAct = useSelector(moderation, selectCanAct);
  return (
    <section aria-label="Reports" data-scope="moderation" data-part="queue">
      <div className="moderation__toolbar">
        <span>{items.length === 1 ? '1 reported target' : `${items.length} reported targets`}</span>
        <button type="button" className="button button--secondary" disabled={!canAct} onClick={() => moderation.send({ type: 'queue.refreshClicked' })}>
          Refresh
        </button>
      </div>
      {items.length === 0 ? (
        <p className="moderation__note">{MODERATION_SCREEN_TEXTS.queueEmpty}</p>
      ) : (
        <ul className="moderation__list" aria-label="Reported targets">
          {items.map((item) => (
            <QueueItemCard key={`${item.kind}:${item.target_id}`} moderation={moderation} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
