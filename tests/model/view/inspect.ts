import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { recordMicrostep, type Coverage } from '../harness';

// Coverage from a running actor's inspection events.

/**
 * An `inspect` hook that finds the root actor of `machine` (the one a screen or
 * the app creates) and records its coverage; `actor()` is that actor.
 */
export function actorWatcher(machine: AnyStateMachine, coverage: Coverage) {
  let actor: AnyActorRef | undefined;
  return {
    inspect(inspection: InspectionEvent): void {
      const ref = inspection.actorRef as AnyActorRef & { logic?: { id?: unknown } };
      if (inspection.type === '@xstate.actor' && ref.logic?.id === machine.id) actor = ref;
      if (actor && inspection.actorRef === actor) recordMicrostep(machine, inspection, coverage);
    },
    actor(): AnyActorRef {
      if (!actor) throw new Error(`the ${machine.id} actor did not start (for a screen: is the trace module mocked with inspectedTrace?)`);
      return actor;
    },
  };
}

type TraceModule = { traceInspect: (inspection: InspectionEvent) => void };
let screenInspector: ((inspection: InspectionEvent) => void) | undefined;

/**
 * The trace module with its `inspect` hook (the root actor's, whose system
 * runs every screen's own actor) also reporting to the walk. A walk file mocks it with
 * `vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()))`
 * (this file, not ./view, which imports the root actor and so the mocked module).
 */
export function inspectedTrace<TModule extends TraceModule>(original: TModule): TModule {
  return {
    ...original,
    traceInspect: (inspection: InspectionEvent) => {
      original.traceInspect(inspection);
      screenInspector?.(inspection);
    },
  };
}

/**
 * Watches the screen actor of `machine` through the trace's inspect hook (see
 * `inspectedTrace`): remembers the actor and records its coverage until the next watch.
 */
export function watchScreenActor(machine: AnyStateMachine, coverage: Coverage): { actor: () => AnyActorRef } {
  const watcher = actorWatcher(machine, coverage);
  screenInspector = watcher.inspect;
  return watcher;
}
