import { useSelector } from '@xstate/react';
import { MODERATION_LIMITS } from '../../../contract';
import { selectIsSuspending, type ModerationActorRef, type SuspensionDraft } from '../../../machines/moderation';

type SuspendFormProps = { moderation: ModerationActorRef; draft: SuspensionDraft; failure: string | null };

/** The reason and the day a suspension ends, checked by the contract before it is sent. */
export function SuspendForm({ moderation, draft, failure }: SuspendFormProps) {
  const sending = useSelector(moderation, selectIsSuspending);
  const id = `suspend-${draft.kind}-${draft.target_id}`;
  return (
    <form
      className="moderation__suspend"
      aria-label="Suspend user"
      noValidate
      data-scope="moderation"
      data-part="suspend-form"
      onSubmit={(event) => {
        event.preventDefault();
        moderation.send({ type: 'suspension.submitted' });
      }}
    >
      <label htmlFor={`${id}-reason`}>Reason</label>
      <textarea
        id={`${id}-reason`}
        value={draft.reason}
        maxLength={MODERATION_LIMITS.reportDetailsMax}
        disabled={sending}
        aria-invalid={Boolean(draft.errors.reason) || undefined}
        aria-describedby={draft.errors.reason ? `${id}-reason-error` : undefined}
        onChange={(event) => moderation.send({ type: 'suspension.reasonChanged', value: event.currentTarget.value })}
      />
      {draft.errors.reason && (
        <p id={`${id}-reason-error`} className="moderation__field-error">
          {draft.errors.reason}
        </p>
      )}
      <label htmlFor={`${id}-until`}>Suspended until</label>
      <input
        id={`${id}-until`}
        type="date"
        value={draft.until}
        disabled={sending}
        aria-invalid={Boolean(draft.errors.until) || undefined}
        aria-describedby={draft.errors.until ? `${id}-until-error` : undefined}
        onChange={(event) => moderation.send({ type: 'suspension.untilChanged', value: event.currentTarget.value })}
      />
      {draft.errors.until && (
        <p id={`${id}-until-error`} className="moderation__field-error">
          {draft.errors.until}
        </p>
      )}
      {failure && (
        <p className="moderation__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="moderation__actions">
        <button type="submit" className="button button--danger" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Suspending...' : 'Suspend'}
        </button>
        <button type="button" className="button button--secondary" disabled={sending} onClick={() => moderation.send({ type: 'suspension.cancelled' })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
