import { useMemo } from 'react';
import { findMachine } from '../../../machines/registry';
import { activeStateIds } from '../../../statecharts/active';
import { machineDiagrams } from '../../../statecharts/regions';
import type { ReplayStep } from '../../../trace/trace.replay';
import { MermaidDiagram } from './MermaidDiagram';

/** The chart of the actor's machine, drawn as docs/statecharts draws it, with the step's states highlighted. */
export function StatechartPanel({ machineId, step }: { machineId: string; step: ReplayStep | undefined }) {
  const machine = findMachine(machineId);
  const value = step?.actual;
  const diagrams = useMemo(() => (machine ? machineDiagrams(machine, activeStateIds(machine, value)) : []), [machine, value]);
  if (!machine) return <p>The machine {machineId} is not in this build.</p>;
  return (
    <section aria-label="Statechart" className="trace-viewer__charts">
      {diagrams.map((diagram) => (
        <MermaidDiagram key={diagram.title || 'whole'} title={diagram.title} text={diagram.text} />
      ))}
    </section>
  );
}
