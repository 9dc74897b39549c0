import { useActorRef, useSelector } from '@xstate/react';
import { MESSAGES } from '../../../contract';
import {
  selectActor,
  selectActorIndex,
  selectActors,
  selectCanStepBack,
  selectCanStepForward,
  selectContextChanges,
  selectCopyState,
  selectError,
  selectIsReading,
  selectReplayCommand,
  selectReplayOk,
  selectStep,
  selectStepIndex,
  traceViewerMachine,
} from '../../../machines/traceViewer';
import { usePageTitle } from '../../components';
import { NotFoundScreen } from '../notFound/NotFoundScreen';
import '../../styles/traceViewer.css';
import { StatechartPanel } from './StatechartPanel';
import { StepDetails } from './StepDetails';
import { TraceTimeline } from './TraceTimeline';
import { isTraceViewerAvailable } from './traceViewerAvailable';

/** /dev/traces: QA's viewer of a downloaded trace (development, or a server started with TRACE_VIEWER=1). */
export function TraceViewerScreen() {
  return isTraceViewerAvailable() ? <TraceViewer /> : <NotFoundScreen />;
}

function TraceViewer() {
  usePageTitle('Trace viewer');
  // Its own actor, outside the app's system: a tool's events would only clutter the trace being read.
  const viewer = useActorRef(traceViewerMachine);
  const reading = useSelector(viewer, selectIsReading);
  const error = useSelector(viewer, selectError);
  const actors = useSelector(viewer, selectActors);
  const actorIndex = useSelector(viewer, selectActorIndex);
  const stepIndex = useSelector(viewer, selectStepIndex);
  const actor = useSelector(viewer, selectActor);
  const step = useSelector(viewer, selectStep);
  const changes = useSelector(viewer, selectContextChanges);
  const canForward = useSelector(viewer, selectCanStepForward);
  const canBack = useSelector(viewer, selectCanStepBack);
  const replayOk = useSelector(viewer, selectReplayOk);
  const command = useSelector(viewer, selectReplayCommand);
  const copyState = useSelector(viewer, selectCopyState);

  return (
    <main className="trace-viewer" data-scope="trace-viewer" data-part="root">
      <h1>Trace viewer</h1>
      <label className="trace-viewer__file">
        Trace file
        <input
          type="file"
          accept="application/json,.json"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) viewer.send({ type: 'file.chosen', file });
          }}
        />
      </label>
      {reading ? <p role="status">Replaying…</p> : null}
      {error ? <p role="alert">{error}</p> : null}
      {actors.length ? (
        <>
          <p role="status" data-part="verdict">
            {replayOk ? 'The replay reached every recorded state.' : 'The replay differs from the recording: the steps marked ✗ diverge.'}
          </p>
          <div className="trace-viewer__command">
            <code data-part="command">{command}</code>
            <button type="button" className="button button--secondary" onClick={() => viewer.send({ type: 'command.copy' })}>
              Copy replay command
            </button>
            {copyState === 'copied' ? <span role="status">{MESSAGES.replayCommandCopied}</span> : null}
            {copyState === 'failed' ? <span role="alert">{MESSAGES.replayCommandCopyFailed}</span> : null}
          </div>
          <TraceTimeline
            actors={actors}
            actorIndex={actorIndex}
            stepIndex={stepIndex}
            onChoose={(chosenActor, chosenStep) => {
              viewer.send({ type: 'actor.selected', index: chosenActor });
              viewer.send({ type: 'step.selected', index: chosenStep });
            }}
          />
          <nav aria-label="Steps" className="trace-viewer__steps">
            <button type="button" className="button button--ghost" disabled={!canBack} onClick={() => viewer.send({ type: 'step.previous' })}>
              Previous step
            </button>
            <span data-part="position">
              {actor ? `${actor.machine}: step ${stepIndex + 1} of ${actor.steps.length}` : ''}
            </span>
            <button type="button" className="button button--ghost" disabled={!canForward} onClick={() => viewer.send({ type: 'step.next' })}>
              Next step
            </button>
          </nav>
          {step ? <StepDetails step={step} changes={changes} /> : null}
          {actor ? <StatechartPanel machineId={actor.machine} step={step} /> : null}
        </>
      ) : null}
    </main>
  );
}
