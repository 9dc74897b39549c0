/** The model of the trace viewer: reading a file (a trace or not), stepping through an actor's replay, copying the command. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { traceViewerActors, traceViewerMachine, type LoadedTrace, type TraceViewerContext, type TraceViewerEvent } from '../../src/machines/traceViewer';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

const step = (t: number, event: string, state: string) => ({ t, event, expected: state, actual: state, ok: true });

/** A trace of two actors as the replay reports it: the not-found countdown (three steps) and a login form (one). */
export const loadedTrace: LoadedTrace = {
  fileName: 'trace.json',
  file: { format: 'naija-market-trace', version: 1, recordedAt: '2026-11-26T12:00:00.000Z', limit: 2000, dropped: 0, entries: [] },
  report: {
    ok: true,
    actors: [
      {
        actor: 'x:1',
        machine: 'notFound',
        status: 'passed',
        steps: [step(0, 'xstate.init', 'counting'), step(1000, 'xstate.after.tick.notFound.counting', 'counting'), step(1500, 'user.goHome', 'home')],
      },
      { actor: 'x:2', machine: 'loginForm', status: 'passed', steps: [step(0, 'xstate.init', 'editing')] },
    ],
  },
};

/** A file chosen; the second actor, one past the last; a step and one past the last. */
export const traceViewerEventFixtures = {
  'file.chosen': [{ type: 'file.chosen', file: new File(['{}'], 'trace.json', { type: 'application/json' }) }],
  'actor.selected': [
    { type: 'actor.selected', index: 1 },
    { type: 'actor.selected', index: 0 },
    { type: 'actor.selected', index: 2 },
  ],
  'step.next': [{ type: 'step.next' }],
  'step.previous': [{ type: 'step.previous' }],
  'step.selected': [
    { type: 'step.selected', index: 2 },
    { type: 'step.selected', index: 3 },
  ],
  'command.copy': [{ type: 'command.copy' }],
} satisfies EventFixtures<TraceViewerEvent>;

export const traceViewerOutputFixtures = {
  readTrace: [loadedTrace],
  copyCommand: [undefined],
} satisfies OutputFixtures<typeof traceViewerActors>;

/** In this order: the trace read, the command copied, a file that is no trace, a clipboard refused. */
export const traceViewerSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof traceViewerActors.readTrace>(traceViewerMachine, 'readTrace', traceViewerOutputFixtures.readTrace),
  ...doneEvents<typeof traceViewerActors.copyCommand>(traceViewerMachine, 'copyCommand', traceViewerOutputFixtures.copyCommand),
  ...errorEvents(traceViewerMachine, 'readTrace', new Error('This file is not a trace: download one with Ctrl+Alt+Shift+T.')),
  ...errorEvents(traceViewerMachine, 'copyCommand'),
];

export const traceViewerVariants = {
  opened: { name: 'the page opened, no file yet' },
} satisfies Record<string, ModelVariant>;

export const traceViewerModel: MachineModel = {
  name: 'traceViewer',
  machine: traceViewerMachine,
  variants: Object.values(traceViewerVariants),
  events: [...fixtureEvents<TraceViewerEvent>(traceViewerEventFixtures), ...traceViewerSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { trace, actorIndex, stepIndex, error } = snapshot.context as TraceViewerContext;
    return JSON.stringify({ value: snapshot.value, loaded: trace !== null, actorIndex, stepIndex, error });
  },
};
