import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Actor } from 'xstate';
import { MODERATION_LIMITS, REPORT_REASON_LABELS, REPORT_REASONS } from '../../../contract';
import {
  reportMachine,
  selectCanSubmit,
  selectDetails,
  selectIsClosed,
  selectIsFinished,
  selectIsSubmitting,
  selectOutcome,
  selectReason,
  selectReportError,
  type ReportTarget,
} from '../../../machines/report';
import { useScreenActor } from '../../app/useScreenActor';
import { useActorText } from '../../components';
import { ModalFrame } from '../createPost/ModalFrame';
import '../../styles/report.css';

type ReportActor = Actor<typeof reportMachine>;

const TITLES: Record<ReportTarget['kind'], string> = { post: 'Report post', user: 'Report user', message: 'Report message', review: 'Report review' };

export type ReportDialogProps = {
  target: ReportTarget;
  /** Called once the form closed, sent or not. */
  onClosed: () => void;
};

/** The report form over the page: a reason (Other needs the reporter's words), Send Report, then the thanks. */
export function ReportDialog({ target, onClosed }: ReportDialogProps) {
  const report = useScreenActor(reportMachine, { input: { target } });
  const closed = useSelector(report, selectIsClosed);
  const finished = useSelector(report, selectIsFinished);
  const outcome = useSelector(report, selectOutcome);
  const latest = useRef(onClosed);
  useEffect(() => {
    latest.current = onClosed;
  });
  useEffect(() => {
    if (closed) latest.current();
  }, [closed]);

  // On the body: a card's containment would otherwise clip the fixed backdrop.
  return createPortal(
    <ModalFrame title={TITLES[target.kind]} scope="report" onDismiss={() => report.send({ type: 'form.closed' })}>
      {finished ? (
        <div className="report__outcome" data-scope="report" data-part="outcome">
          <p role="status">{outcome}</p>
          <button type="button" className="button" onClick={() => report.send({ type: 'form.closed' })}>
            Done
          </button>
        </div>
      ) : (
        <ReportForm report={report} />
      )}
    </ModalFrame>,
    document.body,
  );
}

function ReportForm({ report }: { report: ReportActor }) {
  const reason = useSelector(report, selectReason);
  const error = useSelector(report, selectReportError);
  const submitting = useSelector(report, selectIsSubmitting);
  const canSubmit = useSelector(report, selectCanSubmit);
  const details = useActorText(report, selectDetails, 'details.changed');
  const detailsId = useId();
  return (
    <form
      className="report__form"
      data-scope="report"
      data-part="form"
      onSubmit={(event) => {
        event.preventDefault();
        report.send({ type: 'form.submitted' });
      }}
    >
      <fieldset className="report__reasons" disabled={submitting}>
        <legend>Why are you reporting this?</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option} className="report__reason">
            <input type="radio" name="reason" value={option} checked={reason === option} onChange={() => report.send({ type: 'reason.chosen', reason: option })} />
            {REPORT_REASON_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId} className="report__details-label">
        {reason === 'other' ? 'Tell us what is wrong' : 'Anything to add? (optional)'}
      </label>
      <textarea
        id={detailsId}
        className="report__details"
        maxLength={MODERATION_LIMITS.reportDetailsMax}
        value={details.value}
        disabled={submitting}
        onChange={(event) => details.onValueChange(event.target.value)}
        data-scope="report"
        data-part="details"
      />
      {error ? (
        <p role="alert" className="report__error" data-scope="report" data-part="error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--danger" disabled={!canSubmit} aria-busy={submitting || undefined}>
        {submitting ? 'Sending...' : 'Send Report'}
      </button>
    </form>
  );
}
