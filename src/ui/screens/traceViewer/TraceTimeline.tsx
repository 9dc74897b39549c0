import type { ActorReplay } from '../../../trace/trace.replay';

type Props = {
  actors: ActorReplay[];
  actorIndex: number;
  stepIndex: number;
  onChoose: (actorIndex: number, stepIndex: number) => void;
};

const actorLabel = (actor: ActorReplay) => `${actor.machine}${actor.systemId ? ` (${actor.systemId})` : ''}`;

/** Each recorded actor's events in order, one row per actor; a step is a button that shows it. */
export function TraceTimeline({ actors, actorIndex, stepIndex, onChoose }: Props) {
  return (
    <section aria-label="Timelines" className="trace-viewer__timelines">
      {actors.map((actor, index) => (
        <div key={actor.actor} className="trace-viewer__timeline" data-part="timeline" data-status={actor.status}>
          <h3>
            {actorLabel(actor)} <small>[{actor.actor}]</small> <span className="trace-viewer__status">{actor.status}</span>
          </h3>
          {actor.reason ? <p>{actor.reason}</p> : null}
          <ol aria-label={`${actorLabel(actor)} events`}>
            {actor.steps.map((step, position) => {
              const current = index === actorIndex && position === stepIndex;
              return (
                <li key={`${position}-${step.t}`}>
                  <button
                    type="button"
                    aria-current={current ? 'step' : undefined}
                    className={`trace-viewer__event${step.ok ? '' : ' trace-viewer__event--diverged'}`}
                    onClick={() => onChoose(index, position)}
                  >
                    <span>{step.t} ms</span> {step.event}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}
