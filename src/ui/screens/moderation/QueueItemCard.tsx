import { useSelector } from '@xstate/react';
import { Link } from '../../components/links';
import { formatNaira, profilePagePath, REPORT_REASON_LABELS, type QueueItem } from '../../../contract';
import { canHide, selectActing, selectCanAct, selectDraft, selectFailureOf, type ModerationActorRef } from '../../../machines/moderation';
import { StarsShown } from '../profile/reviews/ReviewStars';
import { SuspendForm } from './SuspendForm';
import { momentOf, targetLabel } from './targetLabel';

type CardProps = { moderation: ModerationActorRef; item: QueueItem };

/** One reported target: what it is, in context, its reports with their reasons, and Dismiss, Hide (a post or a review), Suspend user. */
export function QueueItemCard({ moderation, item }: CardProps) {
  const target = { kind: item.kind, target_id: item.target_id };
  const label = targetLabel(item);
  const draft = useSelector(moderation, selectDraft);
  const failure = useSelector(moderation, selectFailureOf(target));
  const suspendingThis = draft !== null && draft.kind === item.kind && draft.target_id === item.target_id;
  return (
    <li className="moderation__item" aria-label={label} data-scope="moderation" data-part="item" data-target={`${item.kind}:${item.target_id}`}>
      <TargetContext item={item} label={label} />
      <p className="moderation__count">
        {countOf(item)}
        {item.held && (item.kind === 'post' || item.kind === 'review') && <span className="moderation__held"> · Hidden pending review</span>}
      </p>
      <ul className="moderation__reasons" aria-label={`Reports of ${label}`}>
        {item.reasons.map((reason) => (
          <li key={`${reason.reporter}:${reason.created_at}`}>
            <strong>{REPORT_REASON_LABELS[reason.reason]}</strong>
            {reason.details && <span> — {reason.details}</span>}
            <span className="moderation__meta">
              {' '}
              {reason.reporter ? `by @${reason.reporter}, ` : ''}
              {momentOf(reason.created_at)}
            </span>
          </li>
        ))}
      </ul>
      {failure && !suspendingThis && (
        <p className="moderation__failure" role="alert">
          {failure}
        </p>
      )}
      {suspendingThis ? <SuspendForm moderation={moderation} draft={draft} failure={failure} /> : <TargetActions moderation={moderation} item={item} label={label} />}
    </li>
  );
}

/** A held message has no reports: the spam rule held it. */
const countOf = (item: QueueItem): string => (item.kind === 'held_message' ? 'Held by the spam rule' : item.reports === 1 ? '1 report' : `${item.reports} reports`);

/** Dismissing a held message delivers it; hiding one keeps it from the other member. */
const dismissWords = (item: QueueItem, busy: boolean): string => (item.kind === 'held_message' ? (busy ? 'Delivering...' : 'Deliver') : busy ? 'Dismissing...' : 'Dismiss');
const HIDE_WORDS: Partial<Record<QueueItem['kind'], string>> = { post: 'Hide post', review: 'Hide review', held_message: 'Keep hidden' };
const hideWords = (item: QueueItem, busy: boolean): string => (busy ? 'Hiding...' : (HIDE_WORDS[item.kind] ?? ''));

const AUTHOR_WORDS: Record<QueueItem['kind'], string> = { post: 'Posted by ', review: 'Written by ', message: 'Sent by ', held_message: 'Sent by ', user: '' };

function TargetContext({ item, label }: { item: QueueItem; label: string }) {
  const { context } = item;
  return (
    <div className="moderation__target">
      {context.image && <img className="moderation__photo" src={context.image} alt={`Photo of ${context.title}`} width={64} height={64} />}
      <div>
        <h2 className="moderation__title">{label}</h2>
        {context.price !== null && <p className="moderation__price">{formatNaira(context.price)}</p>}
        {context.vendor && (
          <p className="moderation__meta">
            Review of <Link to={profilePagePath(context.vendor)}>@{context.vendor}</Link>
          </p>
        )}
        {context.rating !== null && <StarsShown stars={context.rating} />}
        {context.text && <blockquote className="moderation__quote">{context.text}</blockquote>}
        {context.username && item.kind !== 'user' && (
          <p className="moderation__meta">
            {AUTHOR_WORDS[item.kind]}
            <Link to={profilePagePath(context.username)}>@{context.username}</Link>
          </p>
        )}
        {context.username && item.kind === 'user' && <Link to={profilePagePath(context.username)}>View profile</Link>}
      </div>
    </div>
  );
}

function TargetActions({ moderation, item, label }: CardProps & { label: string }) {
  const canAct = useSelector(moderation, selectCanAct);
  const acting = useSelector(moderation, selectActing);
  const busy = acting !== null && acting.kind === item.kind && acting.target_id === item.target_id ? acting.action : null;
  const target = { kind: item.kind, target_id: item.target_id };
  return (
    <div className="moderation__actions" role="group" aria-label={`Actions on ${label}`}>
      <button type="button" className="button button--secondary" disabled={!canAct} aria-busy={busy === 'dismiss' || undefined} onClick={() => moderation.send({ type: 'target.dismissClicked', ...target })}>
        {dismissWords(item, busy === 'dismiss')}
      </button>
      {canHide(target) && (
        <button type="button" className="button button--secondary" disabled={!canAct} aria-busy={busy === 'hide' || undefined} onClick={() => moderation.send({ type: 'target.hideClicked', ...target })}>
          {hideWords(item, busy === 'hide')}
        </button>
      )}
      <button type="button" className="button button--danger" disabled={!canAct} onClick={() => moderation.send({ type: 'target.suspendClicked', ...target })}>
        Suspend user
      </button>
    </div>
  );
}
