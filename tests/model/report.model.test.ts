import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { MESSAGES, type ReportPayload } from '../../src/contract';
import { reportMachine, type ReportContext, type ReportOutcome } from '../../src/machines/report';
import { expectFullCoverage, replayJourney } from './harness';
import { reportEventFixtures, reportModel, reportSystemEvents, reportVariants } from './report.model';

const outcome = (status: number | 'sent' | 'failed'): AnyEventObject => {
  const found = reportSystemEvents.find((event) => {
    if (status === 'failed') return event.type.startsWith('xstate.error.');
    const output = event.output as ReportOutcome | undefined;
    return output !== undefined && (status === 'sent' ? output.ok : !output.ok && output.status === status);
  });
  if (!found) throw new Error(`no outcome ${status}`);
  return found;
};
const [scam, other] = reportEventFixtures['reason.chosen'];
const [words] = reportEventFixtures['details.changed'];
const submit = reportEventFixtures['form.submitted'][0];
const close = reportEventFixtures['form.closed'][0];

describe('report machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(reportModel);
  });

  const journeys: Array<{ name: string; events: AnyEventObject[]; value: string; error?: string | null; outcome?: string | null }> = [
    { name: 'no report is sent without a reason', events: [submit], value: 'editing' },
    { name: 'Other is not sent without words', events: [other, submit], value: 'editing' },
    { name: 'a reason sends it, and the thanks show', events: [scam, submit, outcome('sent')], value: 'sent', outcome: MESSAGES.reportSent },
    { name: 'Other with words is sent', events: [other, words, submit], value: 'submitting' },
    { name: 'a second report says it was already reported', events: [scam, submit, outcome(409)], value: 'alreadyReported', outcome: MESSAGES.alreadyReportedPost },
    { name: 'a refusal is shown in the form', events: [scam, submit, outcome(403)], value: 'editing', error: MESSAGES.cannotReportOwnPost },
    { name: 'a lost session asks to log in', events: [scam, submit, outcome(401)], value: 'editing', error: MESSAGES.logInToReport },
    { name: 'a failure says so and keeps the reason', events: [scam, submit, outcome('failed')], value: 'editing', error: MESSAGES.reportFailed },
    { name: 'closing without sending', events: [scam, close], value: 'closed' },
    { name: 'closing after the thanks', events: [scam, submit, outcome('sent'), close], value: 'closed' },
  ];
  for (const pinned of journeys) {
    it(pinned.name, async () => {
      const path = await replayJourney(reportModel, reportVariants.post, pinned.events);
      const context = path.state.context as ReportContext;
      expect(path.state.value).toBe(pinned.value);
      if (pinned.error !== undefined) expect(context.error).toBe(pinned.error);
      if (pinned.outcome !== undefined) expect(context.outcome).toBe(pinned.outcome);
    });
  }

  it('sends the target with the reason and the trimmed words, once while it is sent', async () => {
    const sent: ReportPayload[] = [];
    const machine = reportMachine.provide({
      actors: {
        submitReport: fromPromise<ReportOutcome, ReportPayload>(({ input }) => {
          sent.push(input);
          return new Promise(() => undefined);
        }),
      },
    });
    const actor = createActor(machine, { input: reportVariants.message.input }).start();
    actor.send(other);
    actor.send({ type: 'details.changed', value: '  Threatened me  ' });
    actor.send(submit);
    actor.send(submit);
    await waitFor(actor, (snapshot) => snapshot.matches('submitting'));
    expect(sent).toEqual([{ kind: 'message', uniquecode: 'room-1', message_id: 7, reason: 'other', details: 'Threatened me' }]);
  });
});
