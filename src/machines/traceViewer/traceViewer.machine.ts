import { assertEvent, assign, setup } from 'xstate';
import { traceViewerActors } from './traceViewer.actors';
import { firstActorWithSteps, hasNextStep, hasPreviousStep, isActorIndex, isStepIndex, readErrorText, replayCommand } from './traceViewer.rules';
import type { TraceViewerContext, TraceViewerEvent } from './traceViewer.types';

/**
 * The trace viewer at /dev/traces, for QA. Guarantees: a chosen file is read and replayed with the command
 * line's replay before anything is shown, and a file that is not a trace says so and shows nothing of it;
 * the step shown is always one of the chosen actor's steps (forward and back stop at its ends, choosing
 * another actor starts at its first step); the replay command can be copied again after it failed.
 */
export const traceViewerMachine = setup({
  types: {
    context: {} as TraceViewerContext,
    events: {} as TraceViewerEvent,
  },
  actors: traceViewerActors,
  guards: {
    hasNextStep: ({ context }) => hasNextStep(context),
    hasPreviousStep: ({ context }) => hasPreviousStep(context),
    isActorIndex: ({ context, event }) => event.type === 'actor.selected' && isActorIndex(context, event.index),
    isStepIndex: ({ context, event }) => event.type === 'step.selected' && isStepIndex(context, event.index),
  },
  actions: {
    selectActor: assign(({ event }) => ({ actorIndex: event.type === 'actor.selected' ? event.index : 0, stepIndex: 0 })),
    selectStep: assign(({ context, event }) => ({ stepIndex: event.type === 'step.selected' ? event.index : context.stepIndex })),
    nextStep: assign(({ context }) => ({ stepIndex: context.stepIndex + 1 })),
    previousStep: assign(({ context }) => ({ stepIndex: context.stepIndex - 1 })),
  },
}).createMachine({
  id: 'traceViewer',
  context: { trace: null, actorIndex: 0, stepIndex: 0, error: null },
  initial: 'empty',
  states: {
    empty: {
      on: { 'file.chosen': 'reading' },
    },
    reading: {
      invoke: {
        src: 'readTrace',
        input: ({ event }) => {
          assertEvent(event, 'file.chosen');
          return { file: event.file };
        },
        onDone: {
          target: 'viewing',
          actions: assign(({ event }) => {
            const loaded = { trace: event.output, actorIndex: 0, stepIndex: 0, error: null };
            return { ...loaded, actorIndex: firstActorWithSteps(loaded) };
          }),
        },
        onError: { target: 'invalid', actions: assign(({ event }) => ({ trace: null, error: readErrorText(event.error) })) },
      },
    },
    // The file was no trace: the last good one is dropped so nothing shown mixes two files.
    invalid: {
      on: { 'file.chosen': 'reading' },
    },
    viewing: {
      initial: 'ready',
      on: {
        'file.chosen': 'reading',
        'actor.selected': { guard: 'isActorIndex', actions: 'selectActor' },
        'step.next': { guard: 'hasNextStep', actions: 'nextStep' },
        'step.previous': { guard: 'hasPreviousStep', actions: 'previousStep' },
        'step.selected': { guard: 'isStepIndex', actions: 'selectStep' },
      },
      states: {
        ready: { on: { 'command.copy': 'copying' } },
        copying: {
          invoke: {
            src: 'copyCommand',
            input: ({ context }) => ({ text: replayCommand(context.trace?.fileName ?? '') }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: { on: { 'command.copy': 'copying' } },
        // The view shows the command selected so it can be copied by hand.
        copyFailed: { on: { 'command.copy': 'copying' } },
      },
    },
  },
});
