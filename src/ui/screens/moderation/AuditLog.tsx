import { useSelector } from '@xstate/react';
import type { AuditEntry } from '../../../contract';
import { selectAudit, selectAuditFailed, selectAuditLoading, type ModerationActorRef } from '../../../machines/moderation';
import { LoadFailed } from '../../components/LoadFailed';
import { momentOf } from './targetLabel';
import { MODERATION_SCREEN_TEXTS } from '../../../contract/texts.moderationScreen';

const DONE: Record<AuditEntry['action'], string> = { dismiss: 'dismissed the reports of', hide: 'hid', suspend: 'suspended the user of' };

/** What moderators did, newest first: who, what, to which target, why and when. */
export function AuditLog({ moderation }: { moderation: ModerationActorRef }) {
  const entries = useSelector(moderation, selectAudit);
  const loading = useSelector(moderation, selectAuditLoading);
  const failed = useSelector(moderation, selectAuditFailed);
  if (loading) {
    return (
      <p className="moderation__note" role="status">
        Loading the audit log...
      </p>
    );
  }
  if (failed) return <LoadFailed message={MODERATION_SCREEN_TEXTS.auditLoadFailed} onRetry={() => moderation.send({ type: 'audit.retryClicked' })} className="moderation__note" />;
  if (entries.length === 0) return <p className="moderation__note">{MODERATION_SCREEN_TEXTS.auditEmpty}</p>;
  return (
    <ol className="moderation__audit" aria-label="Audit log" data-scope="moderation" data-part="audit">
      {entries.map((entry) => (
        <li key={`${entry.created_at}:${entry.kind}:${entry.target_id}:${entry.action}`}>
          <p>
            <strong>@{entry.moderator}</strong> {DONE[entry.action]} {entry.kind} #{entry.target_id}
          </p>
          <p className="moderation__meta">
            {momentOf(entry.created_at)}
            {entry.reason && ` · Reason: ${entry.reason}`}
            {entry.until && ` · Until ${entry.until.slice(0, 10)}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
