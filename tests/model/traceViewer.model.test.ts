import { describe, expect, it } from 'vitest';
import {
  selectActor,
  selectCanStepBack,
  selectCanStepForward,
  selectCopyState,
  selectError,
  selectStep,
  type TraceViewerSnapshot,
} from '../../src/machines/traceViewer';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { traceViewerEventFixtures as fixtures, traceViewerModel, traceViewerSystemEvents, traceViewerVariants } from './traceViewer.model';

const [chosen] = fixtures['file.chosen'];
const read = systemEvent(traceViewerSystemEvents, 'xstate.done.actor.', 0);
const copied = systemEvent(traceViewerSystemEvents, 'xstate.done.actor.', 1);
const notATrace = systemEvent(traceViewerSystemEvents, 'xstate.error.actor.', 0);
const refused = systemEvent(traceViewerSystemEvents, 'xstate.error.actor.', 1);
const [next] = fixtures['step.next'];
const [previous] = fixtures['step.previous'];
const [secondActor, , noSuchActor] = fixtures['actor.selected'];
const [lastStep, noSuchStep] = fixtures['step.selected'];
const [copy] = fixtures['command.copy'];

const shown = (snapshot: TraceViewerSnapshot) => ({
  machine: selectActor(snapshot)?.machine ?? null,
  event: selectStep(snapshot)?.event ?? null,
  forward: selectCanStepForward(snapshot),
  back: selectCanStepBack(snapshot),
  error: selectError(snapshot),
  copy: selectCopyState(snapshot),
});

describe('trace viewer machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(traceViewerModel);
  });

  const start = { machine: 'notFound', event: 'xstate.init', forward: true, back: false, error: null, copy: 'ready' };
  const journeys = [
    { name: 'a read trace starts at the first actor’s start', events: [chosen, read], shown: start },
    { name: 'forward then back comes home', events: [chosen, read, next, previous], shown: start },
    {
      name: 'forward stops at the last step',
      events: [chosen, read, lastStep, next, noSuchStep],
      shown: { ...start, event: 'user.goHome', forward: false, back: true },
    },
    {
      name: 'another actor starts at its own start; one that does not exist changes nothing',
      events: [chosen, read, next, secondActor, noSuchActor],
      shown: { ...start, machine: 'loginForm', forward: false },
    },
    {
      name: 'a file that is no trace says so and shows nothing',
      events: [chosen, notATrace],
      shown: { machine: null, event: null, forward: false, back: false, error: 'This file is not a trace: download one with Ctrl+Alt+Shift+T.', copy: 'ready' },
    },
    { name: 'the command is copied', events: [chosen, read, copy, copied], shown: { ...start, copy: 'copied' } },
    { name: 'a refused clipboard says so and can be tried again', events: [chosen, read, copy, refused, copy], shown: { ...start, copy: 'copying' } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(traceViewerModel, traceViewerVariants.opened, journey.events);
      expect(shown(path.state as TraceViewerSnapshot)).toEqual(journey.shown);
    });
  }
});
