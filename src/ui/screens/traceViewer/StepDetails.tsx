import type { ContextChange } from '../../../trace/trace.steps';
import type { ReplayStep } from '../../../trace/trace.replay';

const json = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** The step's event, the state the replay reached (and the recorded one where they differ), and what changed in the context. */
export function StepDetails({ step, changes }: { step: ReplayStep; changes: ContextChange[] }) {
  return (
    <section aria-label="Step" className="trace-viewer__step" data-part="step">
      <dl>
        <dt>Event</dt>
        <dd data-part="event">{step.event}</dd>
        <dt>State</dt>
        <dd data-part="state">{json(step.actual)}</dd>
        {step.ok ? null : (
          <>
            <dt>Recorded</dt>
            <dd data-part="recorded">
              {json(step.expected)}
              {step.note ? ` (${step.note})` : ''}
            </dd>
          </>
        )}
      </dl>
      <h3>Context changes</h3>
      {changes.length ? (
        <table aria-label="Context changes">
          <thead>
            <tr>
              <th>field</th>
              <th>before</th>
              <th>after</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path}>
                <td>{change.path}</td>
                <td>{json(change.before)}</td>
                <td>{json(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No change.</p>
      )}
    </section>
  );
}
